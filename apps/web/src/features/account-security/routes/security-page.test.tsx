import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PasswordStateModel, SessionView } from '@hearth/domain/accounts';
import * as accounts from '@hearth/domain/contracts/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { SESSION_KEYS, writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse, type FakeHandler } from '@/shared/testing/fake-api.ts';
import { authorizedUser, type FetchCall, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { SecurityPage } from './security-page.tsx';

const NOW = 1_795_000_000;

const SESSIONS: SessionView[] = [
  {
    id: 's11',
    device: 'Firefox on Android',
    createdAt: NOW - 7200,
    lastUsedAt: NOW - 60,
    method: 'pin',
    current: false,
  },
  {
    id: 's12',
    device: 'Chrome on Linux',
    createdAt: NOW - 3600,
    lastUsedAt: NOW,
    method: 'password',
    current: true,
  },
  {
    id: 's13',
    device: 'Unknown device',
    createdAt: NOW - 86400,
    lastUsedAt: NOW - 3600,
    method: 'register',
    current: false,
  },
];

/** The server: the password status and the sessions, and the answers to the changes a test makes. */
function serve(status: PasswordStateModel, ...changes: FakeHandler[]) {
  return fakeApi(
    answer(accounts.getPasswordState, () => status),
    answer(accounts.listSessions, () => ({ sessions: SESSIONS })),
    ...changes,
  );
}

function renderSecurity(query = '') {
  return renderRoute(<SecurityPage />, {
    path: '/profile/security',
    initialEntry: `/profile/security${query}`,
    otherRoutes: [
      { path: '/', element: <p>home page</p> },
      { path: '/signin', element: <p>sign-in page</p> },
    ],
  });
}

const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  writeSession(authorizedUser());
});

describe('/profile/security: the password', () => {
  it('asks for the current password when the server says so, and shows its refusal under the field', async () => {
    const api = serve(
      { hasPassword: true, proof: 'current-password' },
      answer(accounts.changePassword, () =>
        refuse(400, MESSAGES.validationFailed, { currentPassword: [MESSAGES.currentPasswordWrong] }),
      ),
    );
    const { user } = renderSecurity();
    await user.type(await screen.findByLabelText('Current password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'Naujas123');
    await user.type(screen.getByLabelText('Confirm password'), 'Naujas123');
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Current password: The current password is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf(accounts.changePassword)).toEqual([
      { password: 'Naujas123', currentPassword: 'Wrong1234' },
    ]);
  });

  it('with proof "pin": sends a code to the user, then changes the password with it', async () => {
    const api = serve(
      { hasPassword: true, proof: 'pin' },
      answer(accounts.requestPasswordPin, () => ok(undefined, [MESSAGES.passwordPinSent])),
      answer(accounts.changePassword, () => ok(undefined, [MESSAGES.passwordChanged])),
    );
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/We sent a code to your email/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from the e-mail'), '975310');
    await user.type(screen.getByLabelText('New password'), 'Naujas123');
    await user.type(screen.getByLabelText('Confirm password'), 'Naujas123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/Your password was changed/)).toBeInTheDocument();
    expect(posts(api.calls).map((call) => call.path)).toEqual(['/secure/password-pin', '/secure/password']);
    expect(api.callsOf(accounts.changePassword)).toEqual([{ password: 'Naujas123', pin: '975310' }]);
  });

  it('with proof "pin": the code is required before anything is sent', async () => {
    const api = serve({ hasPassword: true, proof: 'pin' });
    const { user } = renderSecurity();
    await user.type(await screen.findByLabelText('New password'), 'Naujas123');
    await user.type(screen.getByLabelText('Confirm password'), 'Naujas123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Code from the e-mail: This field is required')).toBeInTheDocument();
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('after a pin sign-in removed a squatter’s password: the notice, and a password set with no further proof', async () => {
    const api = serve(
      { hasPassword: false, proof: 'none' },
      answer(accounts.changePassword, () => ok(undefined, [MESSAGES.passwordChanged])),
    );
    const { user, router } = renderSecurity('?passwordRemoved=true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Someone had set a password for this e-mail address when registering, but never confirmed the address/,
    );
    expect(await screen.findByText(/Your account has no password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'Savas1234');
    await user.type(screen.getByLabelText('Confirm password'), 'Savas1234');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText(/Your password was changed/)).toBeInTheDocument();
    expect(api.callsOf(accounts.changePassword)).toEqual([{ password: 'Savas1234' }]);
    await waitFor(() => expect(screen.queryByText(/Someone had set a password/)).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});

describe('/profile/security: the signed-in devices', () => {
  it('lists this device first with its badge, and "End" on every other one', async () => {
    serve({ hasPassword: true, proof: 'current-password' });
    renderSecurity();
    const cards = within(await screen.findByRole('list', { name: '' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('strong')?.textContent)).toEqual([
      'Chrome on Linux',
      'Firefox on Android',
      'Unknown device',
    ]);
    expect(within(cards[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('One-time code')).toBeInTheDocument();
    expect(
      within(cards[1]!).getByRole('button', { name: 'End the session on Firefox on Android' }),
    ).toBeEnabled();
    expect(within(cards[1]!).getAllByRole('time')[0]).toHaveAttribute(
      'dateTime',
      new Date((NOW - 7200) * 1000).toISOString(),
    );
  });

  it('ends one session and says so; an unknown one shows the server’s reason', async () => {
    let known = true;
    const api = serve(
      { hasPassword: true, proof: 'current-password' },
      answer(accounts.endSession, () =>
        known ? ok(undefined, [MESSAGES.sessionEnded]) : refuse(404, MESSAGES.notFound),
      ),
    );
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'End the session on Firefox on Android' }));
    expect(await screen.findByText('The session was signed out')).toBeInTheDocument();
    expect(posts(api.calls)[0]).toMatchObject({ path: '/secure/session-end' });
    expect(api.callsOf(accounts.endSession)).toEqual([{ sessionId: 's11' }]);

    known = false;
    await user.click(screen.getByRole('button', { name: 'End the session on Unknown device' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    // The list is read again after each end.
    expect(api.callsOf(accounts.listSessions).length).toBeGreaterThanOrEqual(3);
  });

  it('signs out all other devices', async () => {
    const api = serve(
      { hasPassword: true, proof: 'current-password' },
      answer(accounts.endOtherSessions, () => ok(undefined, [MESSAGES.otherSessionsEnded])),
    );
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText('All your other sessions were signed out')).toBeInTheDocument();
    expect(posts(api.calls).map((call) => call.path)).toEqual(['/secure/sessions-end-others']);
  });

  it('logs out everywhere: the call, then this browser forgets the session and goes home', async () => {
    const api = serve(
      { hasPassword: true, proof: 'current-password' },
      answer(accounts.logoutEverywhere, () => ok(undefined, [MESSAGES.loggedOut])),
    );
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(posts(api.calls).map((call) => call.path)).toEqual(['/secure/logout-everywhere']);
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).toBeNull();
  });
});

describe('/profile/security without a session', () => {
  it('offers the log-in that comes back here, and asks the server nothing', () => {
    window.localStorage.clear();
    const { calls } = serve({ hasPassword: true, proof: 'current-password' });
    renderSecurity('?passwordRemoved=true');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/signin?source=one_time_pin&returnTo=/profile/security%3FpasswordRemoved%3Dtrue',
    );
    expect(calls).toHaveLength(0);
  });
});
