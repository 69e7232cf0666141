import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as accounts from '@hearth/domain/contracts/accounts';
import * as site from '@hearth/domain/contracts/site';
import { getWallet } from '@hearth/domain/contracts/wallet';
import { FIELD_ERRORS, MESSAGES } from '@hearth/domain/messages';
import { apiQueryKey } from '@/shared/api/contract-client.ts';
import { answer, fakeApi, refuse, type FakeHandler } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { LoginPage } from './login-page.tsx';
import { siteConfig } from '@/shared/testing/site-config.ts';

const stubs = [
  { path: '/profile', element: <p>profile page</p> },
  { path: '/store-management', element: <p>store management page</p> },
];

/** The site's settings, with or without the e-mail-registration bot, and the answers a test needs. */
function serve(telegramBotUrl: string | null, ...handlers: FakeHandler[]) {
  return fakeApi(
    answer(site.getConfig, () => siteConfig({ telegramBotUrl })),
    ...handlers,
  );
}

describe('/login (Enter store)', () => {
  it('sends a one-time PIN to the login e-mail, then enters with it', async () => {
    const api = serve(
      null,
      answer(accounts.requestSignInPin, () => ok(undefined, [MESSAGES.oneTimePinSent])),
      answer(accounts.signInWithPin, () => ({
        authorized: authorizedUser({ role: 'OPERATOR' }),
        passwordRemoved: false,
      })),
    );
    const { user, router } = renderRoute(<LoginPage />, { path: '/login', otherRoutes: stubs });
    expect(screen.getByRole('heading', { name: 'Enter store' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send one-time PIN' }));
    expect(within(screen.getByRole('alert')).getByText('Login: This field is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Login'), 'ona@example.lt');
    await user.click(screen.getByRole('button', { name: 'Send one-time PIN' }));
    expect(await screen.findByText('PIN-code sent, please check email')).toBeInTheDocument();
    expect(api.callsOf(accounts.requestSignInPin)).toEqual([{ identityKey: 'ona@example.lt' }]);

    await user.type(screen.getByLabelText('PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('store management page')).toBeInTheDocument();
    expect(api.callsOf(accounts.signInWithPin)).toEqual([{ identityKey: 'ona@example.lt', pin: '112233' }]);
    expect(router.state.location.pathname).toBe('/store-management');
  });

  it('says so when the pin could not be e-mailed yet, and still enters with it once it arrives', async () => {
    serve(
      null,
      answer(accounts.requestSignInPin, () => ok(undefined, [MESSAGES.pinDelayed])),
      answer(accounts.signInWithPin, () => ({
        authorized: authorizedUser({ role: 'OPERATOR' }),
        passwordRemoved: false,
      })),
    );
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
    serve(
      null,
      answer(accounts.signInWithPin, () => ({ authorized: authorizedUser(), passwordRemoved: true })),
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

  it('clears the old error lines when a pin is sent, and the pin notice when entering fails', async () => {
    serve(
      null,
      answer(accounts.requestSignInPin, () => ok(undefined, [MESSAGES.oneTimePinSent])),
      answer(accounts.signInWithPin, () => refuse(401, MESSAGES.invalidPin)),
    );
    const { user } = renderRoute(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('PIN: This field is required');

    await user.type(screen.getByLabelText('Login'), 'ona@example.lt');
    await user.click(screen.getByRole('button', { name: 'Send one-time PIN' }));
    expect(await screen.findByText('PIN-code sent, please check email')).toBeInTheDocument();
    expect(screen.queryByText(/This field is required/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('PIN'), '000000');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Wrong or expired pin')).toBeInTheDocument();
    expect(screen.queryByText('PIN-code sent, please check email')).not.toBeInTheDocument();
  });

  it('shows the server field errors under the older field names', async () => {
    serve(
      null,
      answer(accounts.signInWithPin, () => refuse(400, MESSAGES.invalidPin, { pin: [FIELD_ERRORS.invalid] })),
    );
    const { user } = renderRoute(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('Login'), 'ona@example.lt');
    await user.type(screen.getByLabelText('PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('PIN: The value is invalid')).toBeInTheDocument();
  });

  it('links the e-mail-registration bot only when the server has one', async () => {
    serve('https://t.me/hearth_bot');
    renderRoute(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Register by e-mail with our bot' })).toHaveAttribute(
      'href',
      'https://t.me/hearth_bot',
    );
  });

  it('shows no bot link without one', async () => {
    const { calls } = serve(null);
    renderRoute(<LoginPage />, { path: '/login' });
    await screen.findByRole('heading', { name: 'Enter store' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => c.path)).toEqual(['/config']);
    expect(screen.queryByRole('link', { name: 'Register by e-mail with our bot' })).not.toBeInTheDocument();
  });

  it("forgets the last session's cached answers when someone enters", async () => {
    serve(
      null,
      answer(accounts.signInWithPin, () => ({
        authorized: authorizedUser({ id: 8, role: 'OPERATOR' }),
        passwordRemoved: false,
      })),
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
