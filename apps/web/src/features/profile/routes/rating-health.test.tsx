import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import type { MerchantInfo, UserInfo } from '@hearth/domain/profile';
import { ratingHealth } from '@hearth/domain/reviews';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import * as profile from '@hearth/domain/contracts/profile';
import { getRatingHealth } from '@hearth/domain/contracts/reviews';
import { answer, fakeApi, refuse, type Refusal } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import type { ChefRatingHealth } from '@hearth/domain/reviews';
import { ProfilePage } from './profile-page.tsx';

const USER_INFO: UserInfo = {
  id: 7,
  email: 'ana@example.lt',
  firstName: 'Rūta',
  lastName: null,
  nickname: 'ruta',
  phoneNumber: '37061234567',
  telegramNickname: null,
  city: null,
  country: { phone_code: 370, country_name: 'Lithuania', country_tag: 'LT' },
  currencyUnit: 'EUR',
  avatarUrl: null,
  thumbnailUrl: null,
};

function merchant(status: MerchantInfo['status']): MerchantInfo {
  return {
    valid: status === 'approved',
    status,
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
  };
}

/** The health the server computes from the ratings, newest first, with the all-time figures. */
function health(ratings: number[], overallAverage: number | null, count: number): ChefRatingHealth {
  return { ...ratingHealth(ratings), overallAverage, count };
}

/** The profile's calls; GET /secure/rating-health answers `reply`. */
function serve(chef: MerchantInfo | null, reply: ChefRatingHealth | Refusal) {
  return fakeApi(
    answer(profile.getUserInfo, () => ({ userInfo: USER_INFO })),
    answer(profile.getMerchantInfo, () => ({ merchantInfo: chef, legalInfo: chef })),
    answer(profile.getAddress, () => ({ address: [] })),
    answer(profile.listCountries, () => ({ countries: [USER_INFO.country] })),
    answer(getRatingHealth, () => ('refusal' in reply ? reply : { health: reply })),
  );
}

function renderProfile() {
  writeSession(authorizedUser());
  return renderRoute(<ProfilePage />, { path: '/profile' });
}

const box = () => screen.findByRole('region', { name: 'Rating health' });

/** The text of the definition that follows the term `term`. */
function fact(region: HTMLElement, term: string): string {
  const dt = within(region)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? '';
}

describe('profile: rating health', () => {
  it('shows the last-5 average, how far it is above 4.5 and the all-time rating', async () => {
    serve(merchant('approved'), health([5, 5, 4, 5, 5], 4.7, 10));
    renderProfile();
    const region = await box();
    expect(await within(region).findByText('Average of your last 5 ratings')).toBeInTheDocument();
    expect(fact(region, 'Average of your last 5 ratings')).toBe('4.8');
    expect(fact(region, 'Distance from 4.5')).toBe('0.3 above');
    expect(within(region).getByRole('img', { name: '4.7 out of 5, 10 reviews' })).toBeInTheDocument();
  });

  it('warns when one more rating of 3 stars or fewer would suspend', async () => {
    // 5+5+5+4+4 = 23 (4.6); a new 3 pushes out the oldest 4: 3+5+5+5+4 = 22 (4.4).
    serve(merchant('approved'), health([5, 5, 5, 4, 4], 4.6, 5));
    renderProfile();
    const region = await box();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Careful: one more rating of 3 stars or fewer would suspend your chef account.',
    );
    expect(fact(region, 'Distance from 4.5')).toBe('0.1 above');
  });

  it('says the account is suspended when the last 5 are below 4.5', async () => {
    serve(merchant('suspended'), health([2, 5, 5, 5, 5], 4.4, 5));
    renderProfile();
    const region = await box();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Your last 5 ratings average below 4.5: your chef account is suspended',
    );
    expect(fact(region, 'Distance from 4.5')).toBe('0.1 below');
  });

  it('explains the rule before 5 ratings, and says when there are none', async () => {
    serve(merchant('approved'), health([3, 2], 2.5, 2));
    const first = renderProfile();
    let region = await box();
    expect(
      await within(region).findByText('The rule applies from 5 rated orders; you have 2.'),
    ).toBeInTheDocument();
    expect(within(region).queryByText('Distance from 4.5')).not.toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    serve(merchant('approved'), health([], null, 0));
    renderProfile();
    region = await box();
    expect(await within(region).findByText('No ratings yet.')).toBeInTheDocument();
  });

  it('is not shown to a chef in review, nor when the server says the account is not a chef', async () => {
    const { callsOf } = serve(merchant('pending'), health([5], 5, 1));
    const first = renderProfile();
    expect(await screen.findByText('Your chef application is under review.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rating health' })).not.toBeInTheDocument();
    expect(callsOf(getRatingHealth)).toEqual([]);
    first.unmount();

    serve(merchant('approved'), refuse(403, MESSAGES.forbidden));
    renderProfile();
    expect(await screen.findByRole('link', { name: 'See your public page' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Rating health' })).not.toBeInTheDocument();
  });

  it('speaks Lithuanian, with a decimal comma', async () => {
    await changeLanguage('lt');
    serve(merchant('approved'), health([5, 5, 4, 5, 4], 4.6, 5));
    renderProfile();
    const region = await screen.findByRole('region', { name: 'Įvertinimų būklė' });
    expect(await within(region).findByText('Paskutinių 5 įvertinimų vidurkis')).toBeInTheDocument();
    expect(fact(region, 'Paskutinių 5 įvertinimų vidurkis')).toBe('4,6');
    expect(fact(region, 'Atstumas nuo 4,5')).toBe('0,1 daugiau');
  });
});
