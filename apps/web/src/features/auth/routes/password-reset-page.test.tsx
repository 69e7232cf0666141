import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as accounts from '@hearth/domain/contracts/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { SESSION_KEYS } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { PasswordResetPage } from './password-reset-page.tsx';

const stubs = [
  { path: '/profile', element: <p>profile page</p> },
  { path: '/board', element: <p>board page</p> },
];

function renderReset(query = '') {
  return renderRoute(<PasswordResetPage />, {
    path: '/password-reset',
    initialEntry: `/password-reset${query}`,
    otherRoutes: stubs,
  });
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Password reset steps' })).getByText(
    (_, element) => element?.getAttribute('aria-current') === 'step',
  );

describe('/password-reset', () => {
  it('mails a code, then sets the new password with it and ends signed in where the user was going', async () => {
    const api = fakeApi(
      answer(accounts.requestPasswordReset, () => ok(undefined, [MESSAGES.passwordResetPinSent])),
      answer(accounts.resetPassword, () => ({ authorized: authorizedUser() })),
    );
    const { user, router } = renderReset('?email=ana%40example.lt&returnTo=/board');
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('E-mail');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(api.callsOf(accounts.requestPasswordReset)).toEqual([{ identityKey: 'ana@example.lt' }]);
    expect(await screen.findByRole('status')).toHaveTextContent(/If this address has an account/);
    expect(currentStep()).toHaveTextContent('New password');

    await user.type(screen.getByLabelText('PIN'), '424242');
    await user.type(screen.getByLabelText('New password'), 'Naujas123');
    await user.type(screen.getByLabelText('Confirm password'), 'Naujas123');
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));

    expect(await screen.findByText('board page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/board');
    expect(api.calls[1]!.path).toBe('/password-reset');
    expect(api.callsOf(accounts.resetPassword)).toEqual([
      { identityKey: 'ana@example.lt', pin: '424242', password: 'Naujas123' },
    ]);
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).not.toBeNull();
  });

  it('holds the new password to the registration rule, and says when the code is wrong', async () => {
    const { calls } = fakeApi(
      answer(accounts.requestPasswordReset, () => ok(undefined, [MESSAGES.passwordResetPinSent])),
      answer(accounts.resetPassword, () => refuse(400, MESSAGES.invalidPin)),
    );
    const { user } = renderReset('?email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('PIN'), '424242');
    expect(screen.getByText(/At least 8 characters with a lowercase letter/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
    expect(await screen.findByText(/Password: The password needs at least 8 characters/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('New password'), 'Naujas123');
    await user.type(screen.getByLabelText('Confirm password'), 'Naujas123');
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
    expect(await screen.findByText('Wrong or expired pin')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(calls.map((call) => call.path)).toEqual([
      '/password-reset-request',
      '/password-reset',
      '/password-reset-request',
    ]);
  });
});
