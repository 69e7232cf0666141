import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorizedUser, renderRoute } from '../testing/test-utils.tsx';
import { RequireLogin } from './require-login.tsx';
import { clearSession, writeSession } from './session-storage.ts';

function renderGuarded(initialEntry: string) {
  return renderRoute(
    <RequireLogin>
      <p>private page</p>
    </RequireLogin>,
    { path: '/buy', initialEntry, otherRoutes: [{ path: '/signin', element: <p>sign-in page</p> }] },
  );
}

describe('RequireLogin', () => {
  it('shows the page to a logged-in user', () => {
    writeSession(authorizedUser(), Date.now());
    renderGuarded('/buy');
    expect(screen.getByText('private page')).toBeInTheDocument();
  });

  it('sends a visitor to log in, coming back to the same address with its query', async () => {
    const { router } = renderGuarded('/buy?topUp=done');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(screen.queryByText('private page')).not.toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('source')).toBe('one_time_pin');
    expect(params.get('returnTo')).toBe('/buy?topUp=done');
  });

  it('leaves as soon as the session ends', async () => {
    writeSession(authorizedUser(), Date.now());
    const { router } = renderGuarded('/buy');
    expect(screen.getByText('private page')).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=one_time_pin&returnTo=/buy');
  });
});
