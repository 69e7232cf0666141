import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorizedUser, fail, mockFetch, ok, renderRoute } from '../../../shared/testing/test-utils.tsx';
import { RegistrationPage } from './registration-page.tsx';

const stubs = [{ path: '/profile', element: <p>profile page</p> }];

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'jonas@example.lt');
  await user.type(screen.getByLabelText('Password'), 'Cepelinai1');
  await user.type(screen.getByLabelText('Confirm password'), 'Cepelinai1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('/registration', () => {
  it('registers with e-mail and password, then goes to the profile', async () => {
    const { calls } = mockFetch(() => ({ body: ok({ authorized: authorizedUser() }) }));
    const { user } = renderRoute(<RegistrationPage />, { path: '/registration', otherRoutes: stubs });
    await fillAndSubmit(user);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/register');
    expect(Object.fromEntries(calls[0]!.body!)).toEqual({
      identityKey: 'jonas@example.lt',
      type: 'email',
      password: 'Cepelinai1',
    });
  });

  it('says when the e-mail already has an account', async () => {
    mockFetch(() => ({ status: 409, body: fail(['forms.validation.emailAlreadyExists']) }));
    const { user } = renderRoute(<RegistrationPage />, { path: '/registration' });
    await fillAndSubmit(user);
    expect(await screen.findByText('An account with this e-mail already exists')).toBeInTheDocument();
  });
});
