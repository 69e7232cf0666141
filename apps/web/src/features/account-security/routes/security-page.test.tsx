import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { SESSION_KEYS, writeSession } from '../../../shared/session/session-storage.ts';
import {
  authorizedUser,
  fail,
  type FetchCall,
  mockFetch,
  ok,
  renderRoute,
} from '../../../shared/testing/test-utils.tsx';
import type { AccountSession } from '../api/get-sessions.ts';
import type { PasswordStatus } from '../api/get-password-status.ts';
import { SecurityPage } from './security-page.tsx';

const NOW = 1_795_000_000;

const SESSIONS: AccountSession[] = [
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

type Reply = { status?: number; body: ReturnType<typeof ok> };

/** The server: the password status and the sessions, and `post` for every change. */
function serve(status: PasswordStatus, post: (call: FetchCall) => Reply = () => ({ body: ok() })) {
  return mockFetch((call) => {
    if (call.path === '/secure/password' && call.method === 'GET') return { body: ok(status) };
    if (call.path === '/secure/sessions') return { body: ok({ sessions: SESSIONS }) };
    return post(call);
  });
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
    const { calls } = serve({ hasPassword: true, proof: 'current-password' }, () => ({
      status: 400,
      body: fail([MESSAGES.validationFailed], { currentPassword: [MESSAGES.currentPasswordWrong] }),
    }));
    const { user } = renderSecurity();
    await user.type(await screen.findByLabelText('Current password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'Naujas123');
    await user.type(screen.getByLabelText('Confirm password'), 'Naujas123');
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Current password: The current password is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(Object.fromEntries(posts(calls)[0]!.body!)).toEqual({
      password: 'Naujas123',
      currentPassword: 'Wrong1234',
    });
  });

  it('with proof "pin": sends a code to the user, then changes the password with it', async () => {
    const { calls } = serve({ hasPassword: true, proof: 'pin' }, (call) =>
      call.path === '/secure/password-pin'
        ? { body: ok(null, [MESSAGES.passwordPinSent]) }
        : { body: ok(null, [MESSAGES.passwordChanged]) },
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
    expect(posts(calls).map((call) => call.path)).toEqual(['/secure/password-pin', '/secure/password']);
    expect(Object.fromEntries(posts(calls)[1]!.body!)).toEqual({ password: 'Naujas123', pin: '975310' });
  });

  it('with proof "pin": the code is required before anything is sent', async () => {
    const { calls } = serve({ hasPassword: true, proof: 'pin' });
    const { user } = renderSecurity();
    await user.type(await screen.findByLabelText('New password'), 'Naujas123');
    await user.type(screen.getByLabelText('Confirm password'), 'Naujas123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Code from the e-mail: This field is required')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('after a pin sign-in removed a squatter’s password: the notice, and a password set with no further proof', async () => {
    const { calls } = serve({ hasPassword: false, proof: 'none' }, () => ({
      body: ok(null, [MESSAGES.passwordChanged]),
    }));
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
    expect(Object.fromEntries(posts(calls)[0]!.body!)).toEqual({ password: 'Savas1234' });
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
    let status = 200;
    const { calls } = serve({ hasPassword: true, proof: 'current-password' }, () =>
      status === 200
        ? { body: ok(null, [MESSAGES.sessionEnded]) }
        : { status, body: fail([MESSAGES.notFound]) },
    );
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'End the session on Firefox on Android' }));
    expect(await screen.findByText('The session was signed out')).toBeInTheDocument();
    expect(posts(calls)[0]).toMatchObject({ path: '/secure/session-end' });
    expect(Object.fromEntries(posts(calls)[0]!.body!)).toEqual({ sessionId: 's11' });

    status = 404;
    await user.click(screen.getByRole('button', { name: 'End the session on Unknown device' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    // The list is read again after each end.
    expect(calls.filter((call) => call.path === '/secure/sessions').length).toBeGreaterThanOrEqual(3);
  });

  it('signs out all other devices', async () => {
    const { calls } = serve({ hasPassword: true, proof: 'current-password' }, () => ({
      body: ok(null, [MESSAGES.otherSessionsEnded]),
    }));
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText('All your other sessions were signed out')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual(['/secure/sessions-end-others']);
  });

  it('logs out everywhere: the call, then this browser forgets the session and goes home', async () => {
    const { calls } = serve({ hasPassword: true, proof: 'current-password' }, () => ({
      body: ok(null, [MESSAGES.loggedOut]),
    }));
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual(['/secure/logout-everywhere']);
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
