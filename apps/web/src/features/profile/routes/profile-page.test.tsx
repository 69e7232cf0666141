import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSignedInUser } from '@hearth/domain/contracts/accounts';
import * as profile from '@hearth/domain/contracts/profile';
import { getRatingHealth } from '@hearth/domain/contracts/reviews';
import { MESSAGES } from '@hearth/domain/messages';
import type { MerchantInfo, ProfileAddress, UserInfo } from '@hearth/domain/profile';
import { SESSION_KEYS, writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, type FakeHandler, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute, type FetchCall } from '@/shared/testing/test-utils.tsx';
import { ProfilePage } from './profile-page.tsx';

const USER_INFO: UserInfo = {
  id: 7,
  email: 'ana@example.lt',
  firstName: null,
  lastName: null,
  nickname: null,
  phoneNumber: null,
  telegramNickname: null,
  city: null,
  country: { phone_code: 370, country_name: 'Lithuania', country_tag: 'LT' },
  currencyUnit: 'EUR',
  avatarUrl: null,
  thumbnailUrl: null,
};

function merchant(overrides: Partial<MerchantInfo> = {}): MerchantInfo {
  return {
    valid: false,
    status: 'pending',
    statusReason: null,
    hourRate: 1250,
    kitchenType: ['french'],
    about: 'Pastry',
    personalTaxNumber: null,
    govRegistryURL: null,
    allowedInternetAddress: null,
    stripeAccountId: null,
    submittedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

interface ApiOptions {
  userInfo?: Partial<UserInfo>;
  merchantInfo?: MerchantInfo | null;
  address?: ProfileAddress[];
  /** Answers before the default ones (a refusal of a save). */
  first?: FakeHandler[];
  taken?: string[];
}

/** The fields a save sent (a missing one is left as it is). */
const sent = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

/** A stand-in for the profile calls; saves succeed, are kept, and answer what the real server would. */
function fakeProfileApi({
  userInfo = {},
  merchantInfo = null,
  address = [],
  first = [],
  taken = [],
}: ApiOptions = {}) {
  let user: UserInfo = { ...USER_INFO, ...userInfo };
  let chef = merchantInfo;
  let stored = address;
  return fakeApi(
    ...first,
    answer(profile.getUserInfo, () => ({ userInfo: user })),
    answer(profile.getMerchantInfo, () => ({ merchantInfo: chef, legalInfo: chef })),
    answer(profile.getAddress, () => ({ address: stored })),
    answer(profile.listCountries, () => ({ countries: [USER_INFO.country] })),
    answer(getSignedInUser, () => ({
      authorized: authorizedUser({ legalInfo: { valid: chef?.valid ?? false } }),
    })),
    answer(profile.checkName, ({ name }) => ({
      nameAvailability: { name, available: !taken.includes(name) },
    })),
    answer(profile.saveUserInfo, (input) => {
      user = { ...user, ...sent(input) };
      return { userInfo: user };
    }),
    answer(profile.saveAddress, (input) => {
      stored = [
        {
          id: 1,
          countryPhoneCode: input.countryPhoneCode,
          city: input.city ?? null,
          state: input.state ?? null,
          postalCode: input.postalCode ?? null,
          formatted_address: input.formatted_address ?? null,
        },
      ];
      return { address: stored };
    }),
    answer(profile.saveMerchantInfo, ({ hourRate, kitchenType }) => {
      // A first save or one after a rejection submits the application (the contract's rule).
      const submitted = chef === null || chef.status === 'rejected';
      const saved = merchant({
        ...chef,
        ...(submitted ? { status: 'pending', statusReason: null } : {}),
        hourRate,
        kitchenType,
      });
      chef = saved;
      const message = submitted ? MESSAGES.chefApplicationSubmitted : MESSAGES.profileUpdated;
      return ok({ merchantInfo: saved, legalInfo: saved }, [message]);
    }),
    answer(getRatingHealth, () => refuse(404, MESSAGES.notFound)),
  );
}

function renderProfile(query = '', user?: ReturnType<typeof userEvent.setup>) {
  writeSession(authorizedUser());
  const view = renderRoute(<ProfilePage />, {
    path: '/profile',
    initialEntry: `/profile${query}`,
    otherRoutes: [
      { path: '/mp', element: <p>marketplace page</p> },
      { path: '/product', element: <p>create dish page</p> },
    ],
  });
  return { ...view, user: user ?? view.user };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);
const saves = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.startsWith('/secure/')).map((c) => c.path);

/** The text under a field, found the way assistive technology finds it. */
function describedErrors(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node): node is HTMLElement => node?.classList.contains('field__error') ?? false)
    .map((node) => node.textContent ?? '');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('profile form: general', () => {
  it('shows the general section with a read-only e-mail and Lithuania, and no chef section', async () => {
    fakeProfileApi({ userInfo: { firstName: 'Ana', lastName: 'Kazlauskienė' } });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ana');
    expect(field('E-mail')).toHaveValue('ana@example.lt');
    expect(field('E-mail')).toHaveAttribute('readonly');
    expect(field('Country')).toHaveValue('370');
    expect(
      within(field('Country'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lithuania (+370)']);
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chef profile' })).not.toBeInTheDocument();
    // Without a picture, the initial of the first name.
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveTextContent('A');
  });

  it('saves user info and address only, then goes to the marketplace after 6 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, callsOf } = fakeProfileApi();
    const { router, user } = renderProfile('', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.type(await screen.findByLabelText('First name'), 'Ona');
    await user.type(field('Telegram nickname (optional)'), '@ona_cooks');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(screen.getByText(/Profile updated/)).toBeInTheDocument();
    expect(saves(calls)).toEqual(['/secure/user-info', '/secure/address']);
    expect(callsOf(profile.saveUserInfo)).toEqual([
      { firstName: 'Ona', lastName: null, telegramNickname: 'ona_cooks', city: null },
    ]);

    act(() => vi.advanceTimersByTime(5_900));
    expect(router.state.location.pathname).toBe('/profile');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mp'));
  });

  it('warns before leaving with unsaved changes', async () => {
    fakeProfileApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router, user } = renderProfile();
    await user.type(await screen.findByLabelText('City'), 'Kaunas');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await act(() => router.navigate('/mp'));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page and lose them?');
    expect(router.state.location.pathname).toBe('/profile');

    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('profile form: chef section', () => {
  it('derives the profile link from the names until it is edited by hand', async () => {
    fakeProfileApi();
    const { user } = renderProfile('?chefProfile=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chef profile' })).toBeInTheDocument();
    const nickname = field('Profile link');
    expect(screen.getByText(`${window.location.host}/store/`)).toBeInTheDocument();

    await user.type(field('First name'), 'Rūta');
    expect(nickname).toHaveValue('ruta');
    await user.type(field('Last name'), 'Kazlauskienė');
    expect(nickname).toHaveValue('rutakazlauskiene');

    await user.clear(nickname);
    await user.type(nickname, 'ruta.cooks');
    await user.type(field('Last name'), '-Jonaitė');
    expect(nickname).toHaveValue('ruta.cooks');
  });

  it('starts the profile link from the saved names when there is none yet', async () => {
    fakeProfileApi({ userInfo: { firstName: 'Jonas', lastName: 'Petraitis' } });
    renderProfile('?chefProfile=true');
    expect(await screen.findByLabelText('Profile link')).toHaveValue('jonaspetraitis');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('keeps an existing profile link when the names change', async () => {
    fakeProfileApi({ userInfo: { firstName: 'Ana', nickname: 'ana.k' } });
    const { user } = renderProfile('?chefProfile=true');
    await user.type(await screen.findByLabelText('First name'), 'stasija');
    expect(field('Profile link')).toHaveValue('ana.k');
  });

  it('keeps the phone as typed, on a phone keyboard with an example', async () => {
    fakeProfileApi();
    const { user } = renderProfile('?chefProfile=true');
    const phone = await screen.findByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAccessibleDescription(/\+370 600 00000/);
    await user.type(phone, '+370 (612) 34-567');
    expect(phone).toHaveValue('+370 (612) 34-567');
  });

  it('shows the errors of phone, profile link, hourly rate and kitchen types when they lose focus', async () => {
    fakeProfileApi();
    const { user } = renderProfile('?chefProfile=true');
    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '0123');
    await user.tab();
    expect(describedErrors(phone)).toEqual(['Enter 7 to 15 digits, the first one from 1 to 9']);
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Profile link'), 'ab');
    await user.tab();
    expect(describedErrors(field('Profile link'))).toEqual(['The profile link needs at least 3 characters']);

    await user.type(field('Hourly rate (EUR)'), '0');
    await user.tab();
    expect(describedErrors(field('Hourly rate (EUR)'))).toEqual(['Enter a number above 0']);

    await user.click(screen.getByRole('button', { name: 'Vegan' }));
    await user.click(screen.getByRole('button', { name: 'Remove Vegan' }));
    await user.click(field('Tax identification number'));
    const picker = screen.getByRole('group', { name: 'Kitchen types (Max 3)' });
    expect(describedErrors(picker)).toEqual(['Choose at least one kitchen type']);

    // Other fields wait for Save.
    await user.type(field('Link to your business registration'), 'registry.lt');
    await user.tab();
    expect(describedErrors(field('Link to your business registration'))).toEqual([]);
  });

  it('checks the profile link on blur and blocks Save while it is taken', async () => {
    const { callsOf } = fakeProfileApi({ taken: ['ruta'] });
    const { user } = renderProfile('?chefProfile=true');
    await user.type(await screen.findByLabelText('Profile link'), 'ruta');
    await user.tab();
    await waitFor(() =>
      expect(describedErrors(field('Profile link'))).toEqual(['This profile link is not available']),
    );
    expect(callsOf(profile.checkName)[0]).toEqual({ name: 'ruta' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(field('Profile link'), '2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('does not check the current profile link', async () => {
    const { callsOf } = fakeProfileApi({ userInfo: { nickname: 'ruta' }, merchantInfo: merchant() });
    const { user } = renderProfile();
    await user.click(await screen.findByLabelText('Profile link'));
    await user.tab();
    expect(callsOf(profile.checkName)).toEqual([]);
  });

  it('saves user info, address and merchant info in that order, the rate in cents', async () => {
    const { calls, callsOf } = fakeProfileApi();
    const { user, router } = renderProfile('?chefProfile=true&source=regular_registration');
    expect(await screen.findByText(/Welcome to Hearth!/)).toBeInTheDocument();
    await user.type(field('First name'), 'Rūta');
    await user.type(field('Last name'), 'Kazlauskienė');
    await user.type(field('City'), 'Vilnius');
    await user.type(field('Address'), 'Gedimino pr. 1');
    await user.type(field('Phone number'), '+370 (612) 34-567');
    await user.type(field('About you'), 'Slow-cooked dishes');
    await user.type(field('Hourly rate (EUR)'), '12,50');
    await user.click(screen.getByRole('button', { name: 'French' }));
    await user.click(screen.getByRole('button', { name: 'Georgian' }));
    await user.type(field('Link to your business registration'), 'https://registry.example/ruta');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(saves(calls)).toEqual(['/secure/user-info', '/secure/address', '/secure/merchant-info']);
    expect(callsOf(profile.saveUserInfo)).toEqual([
      {
        firstName: 'Rūta',
        lastName: 'Kazlauskienė',
        telegramNickname: null,
        city: 'Vilnius',
        nickname: 'rutakazlauskiene',
        phoneNumber: '37061234567',
      },
    ]);
    expect(callsOf(profile.saveAddress)).toEqual([
      {
        countryPhoneCode: 370,
        city: 'Vilnius',
        state: null,
        postalCode: null,
        formatted_address: 'Gedimino pr. 1',
      },
    ]);
    expect(callsOf(profile.saveMerchantInfo)).toEqual([
      {
        hourRate: 1250,
        kitchenType: ['french', 'georgian'],
        about: 'Slow-cooked dishes',
        personalTaxNumber: null,
        govRegistryURL: 'https://registry.example/ruta',
        allowedInternetAddress: null,
        stripeAccountId: null,
      },
    ]);
    // The session profile is refreshed after the save, and the pending chef stays to see the review.
    // (The reads the saves changed are fetched again before it; a link check may follow.)
    const made = calls.map((call) => `${call.method} ${call.path}`);
    expect(made.lastIndexOf('GET /secure/profile')).toBeGreaterThan(made.lastIndexOf('GET /secure/address'));
    expect(made.lastIndexOf('GET /secure/address')).toBeGreaterThan(
      made.indexOf('POST /secure/merchant-info'),
    );
    expect(screen.getByText('Your chef application was submitted for review.')).toBeInTheDocument();
    expect(screen.getByText('Your chef application is under review.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem(SESSION_KEYS.valid)).toBe('false');
  });

  it('shows server constraint errors under their fields', async () => {
    const { calls } = fakeProfileApi({
      userInfo: { firstName: 'Ana', nickname: 'ana.k', phoneNumber: '37061234567' },
      merchantInfo: merchant(),
      first: [
        answer(profile.saveUserInfo, () => ({
          refusal: true,
          status: 409,
          messages: [],
          fieldErrors: { phoneNumber: ['constraint'], nickname: ['constraint'] },
        })),
      ],
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error saving')).toBeInTheDocument();
    expect(describedErrors(field('Phone number'))).toEqual(['This phone number is already in use']);
    expect(describedErrors(field('Profile link'))).toEqual(['This profile link is already taken']);
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not accept some fields');
    expect(field('Phone number')).toHaveFocus();
    expect(saves(calls)).toEqual(['/secure/user-info']);

    // Editing the field clears its server error; the banner can be dismissed.
    await user.type(field('Phone number'), '8');
    expect(describedErrors(field('Phone number'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Network error: unable to save" when the server cannot be reached', async () => {
    fakeProfileApi({
      userInfo: { firstName: 'Ana' },
      first: [
        answer(profile.saveUserInfo, () => {
          throw new TypeError('Failed to fetch');
        }),
      ],
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: unable to save, check connection',
    );
    expect(screen.getByText('Error saving')).toBeInTheDocument();
  });

  it('refuses to save with client errors and says why', async () => {
    const { calls } = fakeProfileApi();
    const { user } = renderProfile('?chefProfile=true');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked above.');
    expect(describedErrors(field('Phone number'))).toEqual(['This field is required']);
    expect(describedErrors(field('Hourly rate (EUR)'))).toEqual(['This field is required']);
    expect(field('Phone number')).toHaveFocus();
    expect(saves(calls)).toEqual([]);
  });
});

describe('profile: the chef application', () => {
  it('tells a pending chef that the application is under review', async () => {
    fakeProfileApi({ userInfo: { nickname: 'ruta' }, merchantInfo: merchant({ status: 'pending' }) });
    renderProfile();
    expect(await screen.findByText('Your chef application is under review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chef profile' })).toBeInTheDocument();
    expect(field('Hourly rate (EUR)')).toHaveValue('12.50');
    expect(screen.getByRole('button', { name: 'French' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a rejected chef the reason, and saving resubmits', async () => {
    const { calls } = fakeProfileApi({
      userInfo: { firstName: 'Rūta', nickname: 'ruta', phoneNumber: '37061234567' },
      merchantInfo: merchant({ status: 'rejected', statusReason: 'Add your registry URL' }),
    });
    const { user } = renderProfile();
    expect(await screen.findByText('Your chef application was rejected.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Add your registry URL')).toBeInTheDocument();
    expect(screen.getByText('Correct your profile and save it to apply again.')).toBeInTheDocument();

    await user.type(field('Link to your business registration'), 'https://registry.example/ruta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your chef application is under review.')).toBeInTheDocument();
    expect(saves(calls)).toEqual(['/secure/user-info', '/secure/address', '/secure/merchant-info']);
  });

  it("shows an approved chef's changes waiting for review, with the asked-for values in the form", async () => {
    fakeProfileApi({
      userInfo: { firstName: 'Rūta', nickname: 'ruta', phoneNumber: '37061234567' },
      merchantInfo: merchant({
        status: 'approved',
        valid: true,
        pendingChange: {
          id: 3,
          submittedAt: '2026-11-24T10:00:00.000Z',
          changes: { nickname: 'ruta-k', hourRate: 4000, about: 'New pastry text' },
        },
      }),
    });
    renderProfile();
    expect(await screen.findByText('Your changes are waiting for review.')).toBeInTheDocument();
    expect(
      screen.getByText(/until an operator reviews the changes to: Profile link, Hourly rate, About you/),
    ).toBeInTheDocument();
    expect(field('Hourly rate (EUR)')).toHaveValue('40');
    expect(field(/About/)).toHaveValue('New pastry text');
    expect(field(/Profile link/)).toHaveValue('ruta-k');
    // The approved profile's link still points to the public page as it is.
    expect(screen.getByRole('link', { name: 'See your public page' })).toHaveAttribute('href', '/store/ruta');
  });

  it('shows a suspended chef the reason', async () => {
    fakeProfileApi({
      userInfo: { nickname: 'ruta' },
      merchantInfo: merchant({ status: 'suspended', statusReason: 'Complaints about hygiene' }),
    });
    renderProfile();
    expect(await screen.findByText('Your chef profile is suspended.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Complaints about hygiene')).toBeInTheDocument();
  });

  it('sends an approved chef to create a dish after saving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeProfileApi({
      userInfo: { firstName: 'Rūta', nickname: 'ruta', phoneNumber: '37061234567' },
      merchantInfo: merchant({ status: 'approved', valid: true }),
    });
    const { router, user } = renderProfile('', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(await screen.findByRole('link', { name: 'See your public page' })).toHaveAttribute(
      'href',
      '/store/ruta',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
  });
});
