import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_SOURCES } from '@hearth/domain/constants';
import * as accounts from '@hearth/domain/contracts/accounts';
import * as orders from '@hearth/domain/contracts/orders';
import { MESSAGES } from '@hearth/domain/messages';
import { SESSION_KEYS } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse, type Refusal } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { SignInPage } from './sign-in-page.tsx';

const stubs = [
  { path: '/profile', element: <p>profile page</p> },
  { path: '/store-management', element: <p>store management page</p> },
  { path: '/checkout', element: <p>checkout page</p> },
];

function renderSignIn(query = '') {
  return renderRoute(<SignInPage />, {
    path: '/signin',
    initialEntry: `/signin${query}`,
    otherRoutes: stubs,
  });
}

function errorList() {
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('Error')).toBeInTheDocument();
  return within(alert)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });

/** A refusal that gives no reason: the page falls back to its own text. */
function silentRefusal(status: number, fieldErrors?: Record<string, string[]>): Refusal {
  return { refusal: true, status, messages: [], ...(fieldErrors ? { fieldErrors } : {}) };
}

/** The pin sign-in's answer: the user, and no unconfirmed password removed. */
const signedIn = () => ({ authorized: authorizedUser(), passwordRemoved: false });

describe('sign-in: e-mail step', () => {
  it('requires a valid e-mail before going on', async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorList()).toEqual(['E-mail: This field is required']);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(emailField(), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorList()).toEqual(['E-mail: Enter a valid e-mail address']);
  });

  it('prefills the e-mail from the query', () => {
    renderSignIn('?source=one_time_pin&email=ona%40example.lt');
    expect(emailField()).toHaveValue('ona@example.lt');
  });

  it('registration: moves to the password step, with the e-mail disabled; Back returns', async () => {
    const { user } = renderSignIn('?source=regular_registration');
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    await user.type(emailField(), 'Ana@Example.lt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(emailField()).toBeDisabled();
    expect(emailField()).toHaveValue('ana@example.lt');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(emailField()).toBeEnabled();
    expect(emailField()).toHaveValue('ana@example.lt');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('registration: checks the password rule and the confirmation on the client', async () => {
    const { calls } = fakeApi();
    const { user } = renderSignIn('?source=regular_registration&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorList()).toEqual([
      expect.stringMatching(/^Password: The password needs at least 8 characters/),
      'Confirm password: The passwords do not match',
    ]);
    expect(calls).toHaveLength(0);
  });
});

describe('sign-in: one-time pin', () => {
  it('sends the pin, then logs in with it', async () => {
    const api = fakeApi(
      answer(accounts.requestSignInPin, () => ok(undefined, [MESSAGES.oneTimePinSent])),
      answer(accounts.signInWithPin, signedIn),
    );
    const { user, router } = renderSignIn('?source=one_time_pin');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();

    await user.type(emailField(), 'ana@example.lt');
    await user.click(screen.getByRole('button', { name: 'Send pin' }));

    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/one-time-pin' });
    expect(api.callsOf(accounts.requestSignInPin)).toEqual([{ identityKey: 'ana@example.lt' }]);
    expect(screen.getByRole('status')).toHaveTextContent('PIN-code sent, please check email');
    expect(emailField()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(errorList()).toEqual(['PIN: This field is required']);
    expect(api.calls).toHaveLength(1);

    await user.type(screen.getByLabelText('PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(api.calls[1]).toMatchObject({ method: 'POST', path: '/pin-login' });
    expect(api.callsOf(accounts.signInWithPin)).toEqual([{ identityKey: 'ana@example.lt', pin: '123456' }]);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the first server message when the pin cannot be sent, else the generic text', async () => {
    let reply = refuse(429, MESSAGES.rateLimited);
    fakeApi(answer(accounts.requestSignInPin, () => reply));
    const { user } = renderSignIn('?source=one_time_pin&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    expect(errorList()).toEqual(['Too many requests. Please wait a moment and try again.']);

    reply = silentRefusal(429);
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    expect(errorList()).toEqual(['Could not send the pin. Please try again.']);
  });

  it('shows a wrong pin as the server says', async () => {
    fakeApi(
      answer(accounts.requestSignInPin, () => undefined),
      answer(accounts.signInWithPin, () => refuse(401, MESSAGES.invalidPin)),
    );
    const { user } = renderSignIn('?source=one_time_pin&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    await user.type(screen.getByLabelText('PIN'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(errorList()).toEqual(['Wrong or expired pin']);
  });
});

describe('sign-in: server answers', () => {
  it('lists the server field errors under the title Error', async () => {
    fakeApi(
      answer(accounts.register, () =>
        silentRefusal(409, { identityKey: ['constraint'], password: ['forms.validation.password'] }),
      ),
    );
    const { user } = renderSignIn('?source=regular_registration&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorList()).toEqual([
      'E-mail: An account with this e-mail already exists',
      expect.stringMatching(/^Password: The password needs/),
    ]);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "already exists" once when the server sends it as a field error and as a message', async () => {
    fakeApi(
      answer(accounts.register, () =>
        refuse(409, MESSAGES.emailAlreadyExists, { identityKey: ['constraint'] }),
      ),
    );
    const { user } = renderSignIn('?source=regular_registration&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorList()).toEqual(['E-mail: An account with this e-mail already exists']);
  });

  it('falls back to "registration failed" when the server gives no reason', async () => {
    fakeApi(answer(accounts.register, () => silentRefusal(400)));
    const { user } = renderSignIn('?source=regular_registration&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorList()).toEqual(['Registration failed. Please try again.']);
  });

  it('falls back to "invalid credentials" when a password login fails', async () => {
    fakeApi(answer(accounts.signInWithPassword, () => silentRefusal(401)));
    const { user } = renderSignIn('?source=regular_login&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(errorList()).toEqual(['Wrong e-mail or password']);
  });
});

describe('sign-in: after success', () => {
  it('stores the profile and sends an operator to /store-management', async () => {
    const operator = authorizedUser({ id: 3, role: 'OPERATOR', legalInfo: { valid: true } });
    const api = fakeApi(answer(accounts.signInWithPassword, () => ({ authorized: operator })));
    const { user, router } = renderSignIn('?source=regular_login');
    await user.type(emailField(), 'ana@example.lt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('store management page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store-management');
    expect(api.calls[0]!.path).toBe('/pw-login');
    expect(api.callsOf(accounts.signInWithPassword)).toEqual([
      { identityKey: 'ana@example.lt', password: 'Secret123', type: 'email' },
    ]);
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEYS.profile)!)).toEqual({
      id: 3,
      identityKey: 'ana@example.lt',
      email: 'ana@example.lt',
      identityType: 'email',
      role: 'OPERATOR',
      name: 'Ana Kazlauskienė',
      fn: 'Ana',
      ln: 'Kazlauskienė',
      nickname: '',
      thumbnailUrl: null,
    });
    expect(window.localStorage.getItem(SESSION_KEYS.role)).toBe('OPERATOR');
    expect(window.localStorage.getItem(SESSION_KEYS.valid)).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEYS.legalInfo)!)).toEqual({ valid: true });
  });

  it('registers in two steps: the password sends a code, the code confirms and signs in', async () => {
    const api = fakeApi(
      answer(accounts.register, () => ok(undefined, [MESSAGES.registrationPinSent])),
      answer(accounts.confirmRegistration, () => ({ authorized: authorizedUser() })),
    );
    const { user, router } = renderSignIn(
      '?source=regular_registration&chefProfile=true&email=ana%40example.lt',
    );
    expect(screen.getByRole('heading', { name: 'Become a chef' })).toBeInTheDocument();
    const steps = () => within(screen.getByRole('list', { name: 'Registration steps' }));
    expect(steps().getByText('E-mail and password')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    // No session yet: the code mailed to the address comes first, and the answer is the same for any address.
    expect(api.calls[0]!.path).toBe('/register');
    expect(api.callsOf(accounts.register)).toEqual([
      { identityKey: 'ana@example.lt', type: 'email', password: 'Secret123' },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(/We sent a code to this address/);
    expect(steps().getByText('Confirm your e-mail')).toHaveAttribute('aria-current', 'step');
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).toBeNull();

    await user.type(screen.getByLabelText('PIN'), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));

    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?chefProfile=true&source=regular_registration');
    expect(api.calls[1]!.path).toBe('/register-confirm');
    expect(api.callsOf(accounts.confirmRegistration)).toEqual([
      { identityKey: 'ana@example.lt', password: 'Secret123', pin: '246810' },
    ]);
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).not.toBeNull();
  });

  it('registration: a wrong code says so and keeps the step; "Send a new code" posts the registration again', async () => {
    const api = fakeApi(
      answer(accounts.register, () => ok(undefined, [MESSAGES.registrationPinSent])),
      answer(accounts.confirmRegistration, () => refuse(400, MESSAGES.invalidPin)),
    );
    const { user } = renderSignIn('?source=regular_registration&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.type(await screen.findByLabelText('PIN'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(errorList()).toEqual(['Wrong or expired pin']);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(api.calls.map((call) => call.path)).toEqual(['/register', '/register-confirm', '/register']);
    const [first, again] = api.callsOf(accounts.register);
    expect(again).toEqual(first);
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).toBeNull();
  });
});

describe('sign-in: links by source', () => {
  it.each(SIGN_IN_SOURCES)(
    '"Already have an account?" shows only for regular_registration (%s)',
    (source) => {
      renderSignIn(`?source=${source}&orderId=5`);
      const text = screen.queryByText(/Already have an account\?/);
      if (source === 'regular_registration') {
        expect(text).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
          'href',
          '/signin?source=one_time_pin',
        );
      } else {
        expect(text).not.toBeInTheDocument();
      }
    },
  );

  it('offers password login on the pin page and pin login on the password page', async () => {
    const { user } = renderSignIn('?source=one_time_pin');
    await user.click(screen.getByRole('link', { name: 'Log in with password instead' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in with a one-time pin instead' }));
    expect(screen.getByRole('button', { name: 'Send pin' })).toBeInTheDocument();
  });

  it('treats an unknown source as regular_registration', () => {
    renderSignIn('?source=nonsense');
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
  });
});

describe('sign-in: coming back to the page that asked for it (returnTo)', () => {
  const walletStub = [{ path: '/board', element: <p>board page</p> }];

  function serveLogin() {
    return fakeApi(
      answer(accounts.requestSignInPin, () => undefined),
      answer(accounts.signInWithPin, signedIn),
    );
  }

  async function logInWithPin(user: ReturnType<typeof renderRoute>['user']) {
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    await user.type(screen.getByLabelText('PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('goes back to returnTo after the pin login', async () => {
    serveLogin();
    const { user, router } = renderRoute(<SignInPage />, {
      path: '/signin',
      initialEntry: '/signin?source=one_time_pin&returnTo=/board&email=ana%40example.lt',
      otherRoutes: [...stubs, ...walletStub],
    });
    await logInWithPin(user);
    expect(await screen.findByText('board page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/board');
  });

  it('ignores a returnTo that leaves the site and goes where the role leads', async () => {
    serveLogin();
    const { user, router } = renderSignIn(
      '?source=one_time_pin&returnTo=%2F%2Fevil.example&email=ana%40example.lt',
    );
    await logInWithPin(user);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('keeps returnTo on the links to the other ways in', () => {
    renderSignIn('?source=one_time_pin&returnTo=/board');
    expect(screen.getByRole('link', { name: 'Log in with password instead' })).toHaveAttribute(
      'href',
      '/signin?source=regular_login&returnTo=%2Fboard',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signin?source=regular_registration&returnTo=%2Fboard',
    );
  });
});

describe('sign-in: order linking', () => {
  it('requires the order id', async () => {
    const { calls } = fakeApi();
    const { user } = renderSignIn('?source=order_linking&email=ana%40example.lt');
    expect(screen.getByRole('heading', { name: 'Link your order' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    expect(errorList()).toEqual(['Order ID is required']);
    expect(calls).toHaveLength(0);
  });

  it('links the order with the pin and resumes the payment', async () => {
    const api = fakeApi(
      answer(orders.requestOrderLink, () => undefined),
      answer(orders.linkOrder, () => ({ authorized: authorizedUser() })),
    );
    const { user, router } = renderSignIn('?source=order_linking&orderId=42&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    expect(api.callsOf(orders.requestOrderLink)).toEqual([{ orderId: '42', email: 'ana@example.lt' }]);

    await user.type(screen.getByLabelText('PIN'), '654321');
    await user.click(screen.getByRole('button', { name: 'Link order' }));

    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(api.calls[1]!.path).toBe('/store/relate-order-to-user');
    expect(api.callsOf(orders.linkOrder)).toEqual([
      { orderId: '42', email: 'ana@example.lt', pin: '654321' },
    ]);
    expect(router.state.location.search).toBe('?orderId=42&resumePayment=true');
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).not.toBeNull();
  });

  it('says when the linking pin could not be e-mailed yet, and links with it once it arrives', async () => {
    fakeApi(
      answer(orders.requestOrderLink, () => ok(undefined, [MESSAGES.pinDelayed])),
      answer(orders.linkOrder, () => ({ authorized: authorizedUser() })),
    );
    const { user } = renderSignIn('?source=order_linking&orderId=42&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Our mail server cannot be reached right now: your pin will arrive as soon as it is back/,
    );
    await user.type(screen.getByLabelText('PIN'), '654321');
    await user.click(screen.getByRole('button', { name: 'Link order' }));
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
  });

  it('shows the linking failure', async () => {
    fakeApi(answer(orders.requestOrderLink, () => silentRefusal(400)));
    const { user } = renderSignIn('?source=order_linking&orderId=42&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    expect(errorList()).toEqual(['Could not send the pin to link your order']);
  });
});

describe('sign-in: a password somebody set at registration and never confirmed', () => {
  it('goes to the security page with the notice when the pin sign-in removed it', async () => {
    fakeApi(
      answer(accounts.requestSignInPin, () => undefined),
      answer(accounts.signInWithPin, () => ({ authorized: authorizedUser(), passwordRemoved: true })),
    );
    const { user, router } = renderRoute(<SignInPage />, {
      path: '/signin',
      initialEntry: '/signin?source=one_time_pin&email=ana%40example.lt',
      otherRoutes: [...stubs, { path: '/profile/security', element: <p>security page</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    await user.type(screen.getByLabelText('PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('security page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?passwordRemoved=true');
  });

  it('goes on as usual when nothing was removed', async () => {
    fakeApi(
      answer(accounts.requestSignInPin, () => undefined),
      answer(accounts.signInWithPin, signedIn),
    );
    const { user, router } = renderSignIn('?source=one_time_pin&email=ana%40example.lt');
    await user.click(screen.getByRole('button', { name: 'Send pin' }));
    await user.type(screen.getByLabelText('PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('sign-in: forgot password', () => {
  it('links the password step to the reset page with the e-mail and the page to come back to', async () => {
    const { user } = renderSignIn('?source=regular_login&email=ana%40example.lt&returnTo=/board');
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/password-reset?email=ana%40example.lt&returnTo=%2Fboard',
    );
  });
});
