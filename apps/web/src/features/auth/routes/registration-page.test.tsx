import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthorizedModel } from '@hearth/domain/api';
import * as accounts from '@hearth/domain/contracts/accounts';
import { FIELD_ERRORS, MESSAGES } from '@hearth/domain/messages';
import { SESSION_KEYS } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse, type Refusal } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { RegistrationPage } from './registration-page.tsx';

const stubs = [{ path: '/profile', element: <p>profile page</p> }];

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'jonas@example.lt');
  await user.type(screen.getByLabelText('Password'), 'Cepelinai1');
  await user.type(screen.getByLabelText('Confirm password'), 'Cepelinai1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

function serveRegistration(confirm: () => AuthorizedModel | Refusal) {
  return fakeApi(
    answer(accounts.register, () => ok(undefined, [MESSAGES.registrationPinSent])),
    answer(accounts.confirmRegistration, confirm),
  );
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Registration steps' })).getByText(
    (_, element) => element?.getAttribute('aria-current') === 'step',
  );

describe('/registration', () => {
  it('asks for the mailed code after the password, then confirms and goes to the profile', async () => {
    const api = serveRegistration(() => ({ authorized: authorizedUser() }));
    const { user } = renderRoute(<RegistrationPage />, { path: '/registration', otherRoutes: stubs });
    expect(currentStep()).toHaveTextContent('E-mail and password');
    await fillAndSubmit(user);

    expect(await screen.findByRole('status')).toHaveTextContent(/We sent a code to this address/);
    expect(currentStep()).toHaveTextContent('Confirm your e-mail');
    expect(api.calls[0]!.path).toBe('/register');
    expect(api.callsOf(accounts.register)).toEqual([
      { identityKey: 'jonas@example.lt', type: 'email', password: 'Cepelinai1' },
    ]);
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).toBeNull();

    await user.type(screen.getByLabelText('PIN'), '135790');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(api.calls[1]!.path).toBe('/register-confirm');
    expect(api.callsOf(accounts.confirmRegistration)).toEqual([
      { identityKey: 'jonas@example.lt', password: 'Cepelinai1', pin: '135790' },
    ]);
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).not.toBeNull();
  });

  it('says a wrong code is wrong and stays; a new code re-posts the registration; Back returns', async () => {
    const api = serveRegistration(() => refuse(400, MESSAGES.invalidPin));
    const { user } = renderRoute(<RegistrationPage />, { path: '/registration', otherRoutes: stubs });
    await fillAndSubmit(user);
    await user.type(await screen.findByLabelText('PIN'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByText('Wrong or expired pin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(api.calls.map((call) => call.path)).toEqual(['/register', '/register-confirm', '/register']);
    const [first, again] = api.callsOf(accounts.register);
    expect(again).toEqual(first);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toHaveTextContent('E-mail and password');
    expect(window.localStorage.getItem(SESSION_KEYS.profile)).toBeNull();
  });

  it('shows the server field errors on the first step', async () => {
    fakeApi(
      answer(accounts.register, () =>
        refuse(400, MESSAGES.registrationFailed, { identityKey: [FIELD_ERRORS.invalid] }),
      ),
    );
    const { user } = renderRoute(<RegistrationPage />, { path: '/registration' });
    await fillAndSubmit(user);
    expect(await screen.findByText('E-mail: The value is invalid')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('E-mail and password');
  });
});
