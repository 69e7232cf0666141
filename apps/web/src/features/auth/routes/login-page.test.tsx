import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getWallet } from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { apiQueryKey } from '../../../shared/api/contract-client.ts';
import { authorizedUser, fail, mockFetch, ok, renderRoute } from '../../../shared/testing/test-utils.tsx';
import { LoginPage } from './login-page.tsx';

const stubs = [
  { path: '/profile', element: <p>profile page</p> },
  { path: '/store-management', element: <p>store management page</p> },
];

function config(telegramBotUrl: string | null) {
  return ok({ telegramBotUrl, serviceFeeCents: 999 });
}

describe('/login (Enter store)', () => {
  it('sends a one-time PIN to the login e-mail, then enters with it', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/config') return { body: config(null) };
      if (call.path === '/one-time-pin') return { body: ok(undefined, [MESSAGES.oneTimePinSent]) };
      return { body: ok({ authorized: authorizedUser({ role: 'OPERATOR' }) }) };
    });
    const { user, router } = renderRoute(<LoginPage />, { path: '/login', otherRoutes: stubs });
    expect(screen.getByRole('heading', { name: 'Enter store' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send one-time PIN' }));
    expect(within(screen.getByRole('alert')).getByText('Login: This field is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Login'), 'ona@example.lt');
    await user.click(screen.getByRole('button', { name: 'Send one-time PIN' }));
    expect(await screen.findByText('PIN-code sent, please check email')).toBeInTheDocument();
    const pinRequest = calls.find((c) => c.path === '/one-time-pin')!;
    expect(Object.fromEntries(pinRequest.body!)).toEqual({ identityKey: 'ona@example.lt' });

    await user.type(screen.getByLabelText('PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('store management page')).toBeInTheDocument();
    const login = calls.find((c) => c.path === '/pin-login')!;
    expect(Object.fromEntries(login.body!)).toEqual({ identityKey: 'ona@example.lt', pin: '112233' });
    expect(router.state.location.pathname).toBe('/store-management');
  });

  it('says so when the pin could not be e-mailed yet, and still enters with it once it arrives', async () => {
    mockFetch((call) => {
      if (call.path === '/config') return { body: config(null) };
      if (call.path === '/one-time-pin') return { body: ok(undefined, [MESSAGES.pinDelayed]) };
      return { body: ok({ authorized: authorizedUser({ role: 'OPERATOR' }) }) };
    });
    const { user } = renderRoute(<LoginPage />, { path: '/login', otherRoutes: stubs });
    await user.type(screen.getByLabelText('Login'), 'ona@example.lt');
    await user.click(screen.getByRole('button', { name: 'Send one-time PIN' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Our mail server cannot be reached right now: your pin will arrive as soon as it is back/,
    );
    expect(screen.queryByText('PIN-code sent, please check email')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('store management page')).toBeInTheDocument();
  });

  it('goes to the security page with the notice when the pin removed an unconfirmed password', async () => {
    mockFetch((call) =>
      call.path === '/config'
        ? { body: config(null) }
        : { body: ok({ authorized: authorizedUser(), passwordRemoved: true }) },
    );
    const { user, router } = renderRoute(<LoginPage />, {
      path: '/login',
      otherRoutes: [...stubs, { path: '/profile/security', element: <p>security page</p> }],
    });
    await user.type(screen.getByLabelText('Login'), 'ona@example.lt');
    await user.type(screen.getByLabelText('PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('security page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?passwordRemoved=true');
  });

  it('shows the server field errors under the older field names', async () => {
    mockFetch((call) =>
      call.path === '/config'
        ? { body: config(null) }
        : { status: 400, body: fail([], { pin: ['invalid'] }) },
    );
    const { user } = renderRoute(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('Login'), 'ona@example.lt');
    await user.type(screen.getByLabelText('PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('PIN: The value is invalid')).toBeInTheDocument();
  });

  it('links the e-mail-registration bot only when the server has one', async () => {
    mockFetch(() => ({ body: config('https://t.me/hearth_bot') }));
    renderRoute(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Register by e-mail with our bot' })).toHaveAttribute(
      'href',
      'https://t.me/hearth_bot',
    );
  });

  it('shows no bot link without one', async () => {
    const { calls } = mockFetch(() => ({ body: config(null) }));
    renderRoute(<LoginPage />, { path: '/login' });
    await screen.findByRole('heading', { name: 'Enter store' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => c.path)).toEqual(['/config']);
    expect(screen.queryByRole('link', { name: 'Register by e-mail with our bot' })).not.toBeInTheDocument();
  });

  it("forgets the last session's cached answers when someone enters", async () => {
    mockFetch((call) =>
      call.path === '/config'
        ? { body: config(null) }
        : { body: ok({ authorized: authorizedUser({ id: 8, role: 'OPERATOR' }) }) },
    );
    const { user, queryClient } = renderRoute(<LoginPage />, { path: '/login', otherRoutes: stubs });
    const lastOnes = apiQueryKey(getWallet);
    queryClient.setQueryData(lastOnes, { balance: { volumeKoinu: 5 }, transactions: [] });
    await user.type(screen.getByLabelText('Login'), 'ona@example.lt');
    await user.type(screen.getByLabelText('PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('store management page')).toBeInTheDocument();
    expect(queryClient.getQueryData(lastOnes)).toBeUndefined();
  });
});
