import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@hearth/domain/api';
import type { KitchenType } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import type { MerchantInfo, ProfileAddress, UserInfo } from '@hearth/domain/profile';
import { SESSION_KEYS, writeSession } from '../../../shared/session/session-storage.ts';
import {
  authorizedUser,
  fail,
  mockFetch,
  ok,
  renderRoute,
  type FetchCall,
} from '../../../shared/testing/test-utils.tsx';
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

type Reply = { status?: number; body: Envelope<unknown> };

interface ApiOptions {
  userInfo?: Partial<UserInfo>;
  merchantInfo?: MerchantInfo | null;
  address?: ProfileAddress[];
  /** Answers a POST instead of the default success. */
  post?: (call: FetchCall) => Reply | undefined;
  taken?: string[];
}

/** A stand-in for the profile calls; POSTs succeed and echo what the real server would answer. */
function mockProfileApi({
  userInfo = {},
  merchantInfo = null,
  address = [],
  post,
  taken = [],
}: ApiOptions = {}) {
  let user: UserInfo = { ...USER_INFO, ...userInfo };
  let chef = merchantInfo;
  return mockFetch((call): Reply => {
    const body = Object.fromEntries(call.body ?? []);
    if (call.method === 'POST') {
      const answer = post?.(call);
      if (answer) return answer;
    }
    switch (`${call.method} ${call.path}`) {
      case 'GET /secure/user-info':
        return { body: ok({ userInfo: user }) };
      case 'GET /secure/merchant-info':
        return { body: ok({ merchantInfo: chef, legalInfo: chef }) };
      case 'GET /secure/address':
        return { body: ok({ address }) };
      case 'GET /store/countries':
        return { body: ok({ countries: [USER_INFO.country] }) };
      case 'GET /secure/profile':
        return { body: ok({ authorized: authorizedUser({ legalInfo: { valid: chef?.valid ?? false } }) }) };
      case 'POST /check-name':
        return {
          body: ok({ nameAvailability: { name: body.name, available: !taken.includes(body.name!) } }),
        };
      case 'POST /secure/user-info':
        user = { ...user, ...body };
        return { body: ok({ userInfo: user }) };
      case 'POST /secure/address':
        return { body: ok({ address: [{ id: 1, countryPhoneCode: 370, ...body }] }) };
      case 'POST /secure/merchant-info': {
        // A first save or one after a rejection submits the application (the contract's rule).
        const submitted = chef === null || chef.status === 'rejected';
        chef = merchant({
          ...chef,
          ...(submitted ? { status: 'pending', statusReason: null } : {}),
          hourRate: Number(body.hourRate),
          kitchenType: body.kitchenType!.split(',') as KitchenType[],
        });
        const message = submitted ? MESSAGES.chefApplicationSubmitted : MESSAGES.profileUpdated;
        return { body: ok({ merchantInfo: chef, legalInfo: chef }, [message]) };
      }
      default:
        return { status: 404, body: fail([MESSAGES.notFound]) };
    }
  });
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
    mockProfileApi({ userInfo: { firstName: 'Ana', lastName: 'Kazlauskienė' } });
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
    const { calls } = mockProfileApi();
    const { router, user } = renderProfile('', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.type(await screen.findByLabelText('First name'), 'Ona');
    await user.type(field('Telegram nickname (optional)'), '@ona_cooks');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(screen.getByText(/Profile updated/)).toBeInTheDocument();
    expect(saves(calls)).toEqual(['/secure/user-info', '/secure/address']);
    const userInfoBody = Object.fromEntries(
      calls.find((c) => c.method === 'POST' && c.path === '/secure/user-info')!.body!,
    );
    expect(userInfoBody).toEqual({ firstName: 'Ona', lastName: '', telegramNickname: 'ona_cooks', city: '' });

    act(() => vi.advanceTimersByTime(5_900));
    expect(router.state.location.pathname).toBe('/profile');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mp'));
  });

  it('warns before leaving with unsaved changes', async () => {
    mockProfileApi();
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
    mockProfileApi();
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
    mockProfileApi({ userInfo: { firstName: 'Jonas', lastName: 'Petraitis' } });
    renderProfile('?chefProfile=true');
    expect(await screen.findByLabelText('Profile link')).toHaveValue('jonaspetraitis');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('keeps an existing profile link when the names change', async () => {
    mockProfileApi({ userInfo: { firstName: 'Ana', nickname: 'ana.k' } });
    const { user } = renderProfile('?chefProfile=true');
    await user.type(await screen.findByLabelText('First name'), 'stasija');
    expect(field('Profile link')).toHaveValue('ana.k');
  });

  it('strips everything but digits from the phone and cuts it to 15', async () => {
    mockProfileApi();
    const { user } = renderProfile('?chefProfile=true');
    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '+370 (612) 34-567');
    expect(phone).toHaveValue('37061234567');
    await user.type(phone, '123456789');
    expect(phone).toHaveValue('370612345671234');
  });

  it('shows the errors of phone, profile link, hourly rate and kitchen types when they lose focus', async () => {
    mockProfileApi();
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
    await user.click(field('Tax number'));
    const picker = screen.getByRole('group', { name: 'Kitchen types (Max 3)' });
    expect(describedErrors(picker)).toEqual(['Choose at least one kitchen type']);

    // Other fields wait for Save.
    await user.type(field('Registry URL'), 'registry.lt');
    await user.tab();
    expect(describedErrors(field('Registry URL'))).toEqual([]);
  });

  it('checks the profile link on blur and blocks Save while it is taken', async () => {
    const { calls } = mockProfileApi({ taken: ['ruta'] });
    const { user } = renderProfile('?chefProfile=true');
    await user.type(await screen.findByLabelText('Profile link'), 'ruta');
    await user.tab();
    await waitFor(() =>
      expect(describedErrors(field('Profile link'))).toEqual(['This profile link is not available']),
    );
    expect(Object.fromEntries(calls.find((c) => c.path === '/check-name')!.body!)).toEqual({ name: 'ruta' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(field('Profile link'), '2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('does not check the current profile link', async () => {
    const { calls } = mockProfileApi({ userInfo: { nickname: 'ruta' }, merchantInfo: merchant() });
    const { user } = renderProfile();
    await user.click(await screen.findByLabelText('Profile link'));
    await user.tab();
    expect(calls.some((c) => c.path === '/check-name')).toBe(false);
  });

  it('saves user info, address and merchant info in that order, the rate in cents', async () => {
    const { calls } = mockProfileApi();
    const { user, router } = renderProfile('?chefProfile=true&source=regular_registration');
    expect(await screen.findByText(/Welcome to Hearth!/)).toBeInTheDocument();
    await user.type(field('First name'), 'Rūta');
    await user.type(field('Last name'), 'Kazlauskienė');
    await user.type(field('City'), 'Vilnius');
    await user.type(field('Address'), 'Gedimino pr. 1');
    await user.type(field('Phone number'), '37061234567');
    await user.type(field('About you'), 'Slow-cooked dishes');
    await user.type(field('Hourly rate (EUR)'), '12,50');
    await user.click(screen.getByRole('button', { name: 'French' }));
    await user.click(screen.getByRole('button', { name: 'Georgian' }));
    await user.type(field('Registry URL'), 'https://registry.example/ruta');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(saves(calls)).toEqual(['/secure/user-info', '/secure/address', '/secure/merchant-info']);
    const bodies = Object.fromEntries(
      calls
        .filter((c) => c.method === 'POST' && c.path.startsWith('/secure/'))
        .map((c) => [c.path, Object.fromEntries(c.body!)]),
    );
    expect(bodies['/secure/user-info']).toEqual({
      firstName: 'Rūta',
      lastName: 'Kazlauskienė',
      telegramNickname: '',
      city: 'Vilnius',
      nickname: 'rutakazlauskiene',
      phoneNumber: '37061234567',
    });
    expect(bodies['/secure/address']).toEqual({
      countryPhoneCode: '370',
      city: 'Vilnius',
      state: '',
      postalCode: '',
      formatted_address: 'Gedimino pr. 1',
    });
    expect(bodies['/secure/merchant-info']).toEqual({
      hourRate: '1250',
      kitchenType: 'french,georgian',
      about: 'Slow-cooked dishes',
      personalTaxNumber: '',
      govRegistryURL: 'https://registry.example/ruta',
      allowedInternetAddress: '',
      stripeAccountId: '',
    });
    // The session profile is refreshed after the save, and the pending chef stays to see the review.
    expect(calls.at(-1)!.path).toBe('/secure/profile');
    expect(screen.getByText('Your chef application was submitted for review.')).toBeInTheDocument();
    expect(screen.getByText('Your chef application is under review.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem(SESSION_KEYS.valid)).toBe('false');
  });

  it('shows server constraint errors under their fields', async () => {
    const { calls } = mockProfileApi({
      userInfo: { firstName: 'Ana', nickname: 'ana.k', phoneNumber: '37061234567' },
      merchantInfo: merchant(),
      post: (call) =>
        call.path === '/secure/user-info'
          ? { status: 409, body: fail([], { phoneNumber: ['constraint'], nickname: ['constraint'] }) }
          : undefined,
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
    mockProfileApi({
      userInfo: { firstName: 'Ana' },
      post: (call) => {
        if (call.path === '/secure/user-info') throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: unable to save, check connection',
    );
    expect(screen.getByText('Error saving')).toBeInTheDocument();
  });

  it('refuses to save with client errors and says why', async () => {
    const { calls } = mockProfileApi();
    const { user } = renderProfile('?chefProfile=true');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields below');
    expect(describedErrors(field('Phone number'))).toEqual(['This field is required']);
    expect(describedErrors(field('Hourly rate (EUR)'))).toEqual(['This field is required']);
    expect(field('Phone number')).toHaveFocus();
    expect(saves(calls)).toEqual([]);
  });
});

describe('profile: the chef application', () => {
  it('tells a pending chef that the application is under review', async () => {
    mockProfileApi({ userInfo: { nickname: 'ruta' }, merchantInfo: merchant({ status: 'pending' }) });
    renderProfile();
    expect(await screen.findByText('Your chef application is under review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chef profile' })).toBeInTheDocument();
    expect(field('Hourly rate (EUR)')).toHaveValue('12.50');
    expect(screen.getByRole('button', { name: 'French' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a rejected chef the reason, and saving resubmits', async () => {
    const { calls } = mockProfileApi({
      userInfo: { firstName: 'Rūta', nickname: 'ruta', phoneNumber: '37061234567' },
      merchantInfo: merchant({ status: 'rejected', statusReason: 'Add your registry URL' }),
    });
    const { user } = renderProfile();
    expect(await screen.findByText('Your chef application was rejected.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Add your registry URL')).toBeInTheDocument();
    expect(screen.getByText('Correct your profile and save it to apply again.')).toBeInTheDocument();

    await user.type(field('Registry URL'), 'https://registry.example/ruta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your chef application is under review.')).toBeInTheDocument();
    expect(saves(calls)).toEqual(['/secure/user-info', '/secure/address', '/secure/merchant-info']);
  });

  it("shows an approved chef's changes waiting for review, with the asked-for values in the form", async () => {
    mockProfileApi({
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
    mockProfileApi({
      userInfo: { nickname: 'ruta' },
      merchantInfo: merchant({ status: 'suspended', statusReason: 'Complaints about hygiene' }),
    });
    renderProfile();
    expect(await screen.findByText('Your chef profile is suspended.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Complaints about hygiene')).toBeInTheDocument();
  });

  it('sends an approved chef to create a dish after saving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockProfileApi({
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
