import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, SESSION_IDLE_MINUTES } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { CART_STORAGE_KEY } from '@/shared/cart/cart-storage.ts';
import { SESSION_KEYS, writeSession } from '@/shared/session/session-storage.ts';
import { authorizedUser, fail, mockFetch, ok } from '@/shared/testing/test-utils.tsx';
import { App } from './app.tsx';
import { routes } from './router.tsx';
import { installSessionWatch } from './session-watch.ts';
import { stubIntersectionObserver } from '@/shared/testing/intersection-observer.ts';
import { siteConfig } from '@/shared/testing/site-config.ts';

let uninstall: (() => void) | undefined;
let reach: (target: Element) => void = () => undefined;
// The footer reads the settings only when it nears the viewport: here only when a test says so.
beforeEach(() => {
  reach = stubIntersectionObserver();
});
afterEach(() => {
  uninstall?.();
  vi.unstubAllGlobals();
});

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  uninstall = installSessionWatch(router);
  render(<App router={router} />);
  return { router, user: userEvent.setup() };
}

function logIn(overrides: Parameters<typeof authorizedUser>[0] = {}) {
  const user = authorizedUser(overrides);
  writeSession(user);
  return user;
}

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;

describe('chrome', () => {
  it('shows Marketplace only, and Log in / Create account, to a visitor', async () => {
    mockFetch((call) => ({ body: call.path === '/config' ? ok(siteConfig()) : ok() }));
    const { user } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Home-cooked dishes by private chefs' }),
    ).toBeInTheDocument();
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Marketplace']);

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Log in',
      'Create account',
    ]);
    act(() => reach(screen.getByRole('contentinfo')));
    expect(await screen.findByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/',
    );
    expect(screen.getByRole('link', { name: 'hello@hearth.example' })).toHaveAttribute(
      'href',
      'mailto:hello@hearth.example',
    );
  });

  it('shows Orders and Wallet when logged in and Create dish only for an approved chef, and refreshes the profile', async () => {
    logIn({ legalInfo: { valid: true } });
    const { calls } = mockFetch(() => ({
      body: ok({ authorized: authorizedUser({ legalInfo: { valid: true } }) }),
    }));
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home-cooked dishes by private chefs' });
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Orders', 'Wallet', 'Marketplace', 'Create dish']);
    // The profile is refreshed once at start (the landing's FAQ may also read /config).
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/secure/profile').map((c) => c.path)).toEqual([
        '/secure/profile',
      ]),
    );
  });

  it('shows Create dish once the profile refresh at start says the chef was approved', async () => {
    logIn({ legalInfo: { valid: false } });
    mockFetch(() => ({ body: ok({ authorized: authorizedUser({ legalInfo: { valid: true } }) }) }));
    renderApp('/');
    expect(await within(mainNav()).findByRole('link', { name: 'Create dish' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(window.localStorage.getItem(SESSION_KEYS.valid)).toBe('true');
  });

  it('shows the picture the session names, and the initial of the first name when it fails', async () => {
    const thumbnailUrl = '/repository/users/7/thumbnail.jpg?v=k3';
    const pictured = authorizedUser({
      userInfo: { ...authorizedUser().userInfo, thumbnailUrl },
    });
    writeSession(pictured);
    mockFetch(() => ({ body: ok({ authorized: pictured }) }));
    renderApp('/profile');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    const image = button.querySelector('img')!;
    expect(image).toHaveAttribute('src', thumbnailUrl);
    fireEvent.error(image);
    expect(button).toHaveTextContent('A');
  });

  it('asks for no picture when the user has none', async () => {
    logIn();
    const { calls } = mockFetch(() => ({ body: ok({ authorized: authorizedUser() }) }));
    renderApp('/profile');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveTextContent('A');
    expect(calls.map((call) => call.path).filter((path) => path.includes('thumbnail'))).toEqual([]);
  });

  it('logs out: clears the session and the cart, and leaves the profile page', async () => {
    logIn();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 1, productVolume: 3 }]));
    const { calls } = mockFetch((call) =>
      call.path === '/logout'
        ? { body: ok(undefined, [MESSAGES.loggedOut]) }
        : { body: ok({ authorized: authorizedUser() }) },
    );
    const { router, user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.path === '/logout' && c.method === 'POST')).toBe(true);
    expect(await screen.findByText('You are logged out')).toBeInTheDocument();
    for (const key of [
      SESSION_KEYS.profile,
      SESSION_KEYS.role,
      SESSION_KEYS.valid,
      SESSION_KEYS.legalInfo,
      CART_STORAGE_KEY,
    ]) {
      expect(window.localStorage.getItem(key), key).toBeNull();
    }
  });

  it('redirects to the pin login with "Session expired" when the server has forgotten the session', async () => {
    logIn();
    mockFetch(() => ({ status: 401, body: fail([MESSAGES.unauthorized]) }));
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?source=one_time_pin');
    expect(await screen.findByText('Session expired - redirecting to login')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).toBeNull();
  });

  it('expires an idle session at start-up: no profile call, straight to the login page', async () => {
    logIn();
    window.localStorage.setItem(
      SESSION_KEYS.lastRequestAt,
      String(Date.now() - (SESSION_IDLE_MINUTES * 60_000 + 1)),
    );
    const { calls } = mockFetch(() => ({ body: ok() }));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.search).toBe('?source=one_time_pin'));
    expect(await screen.findByText('Session expired - redirecting to login')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('checks the idle rule when the window loses focus', async () => {
    logIn();
    mockFetch(() => ({ body: ok({ authorized: authorizedUser() }) }));
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Home-cooked dishes by private chefs' });
    window.localStorage.setItem(
      SESSION_KEYS.lastRequestAt,
      String(Date.now() - (SESSION_IDLE_MINUTES * 60_000 + 1)),
    );
    fireEvent.blur(window);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).toBeNull();
  });

  it('switches to Lithuanian and remembers it', async () => {
    mockFetch(() => ({ body: ok() }));
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Lietuvių' }));
    expect(
      await screen.findByRole('heading', { name: 'Naminiai patiekalai iš privačių virėjų' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('lt');
    expect(document.documentElement.lang).toBe('lt');
  });

  it('shows the not-found page for an unknown address', async () => {
    mockFetch(() => ({ body: ok() }));
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
