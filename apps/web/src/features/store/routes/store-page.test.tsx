import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import type { PublicMerchant } from '@hearth/domain/profile';
import { writeSession } from '../../../shared/session/session-storage.ts';
import { authorizedUser, fail, mockFetch, ok, renderRoute } from '../../../shared/testing/test-utils.tsx';
import { StorePage } from './store-page.tsx';

const MERCHANT: PublicMerchant = {
  userId: 21,
  firstName: 'Rūta',
  lastName: 'Kazlauskienė',
  storeName: 'ruta',
  about: 'Slow-cooked dishes',
  city: 'Vilnius',
  avatarUrl: null,
  thumbnailUrl: null,
  valid: true,
  merchantInfo: { hourRate: 1250, kitchenType: ['french', 'georgian'], about: 'Slow-cooked dishes' },
};

function renderStore(nickname: string) {
  return renderRoute(<StorePage />, { path: '/store/:nickname', initialEntry: `/store/${nickname}` });
}

describe('public chef page', () => {
  it('shows the chef: initial, name, @nickname, rate in EUR per hour, kitchen badges, about', async () => {
    const { calls } = mockFetch(() => ({ body: ok({ merchant: MERCHANT, products: [] }) }));
    renderStore('ruta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rūta Kazlauskienė' })).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/store/products');
    expect(Object.fromEntries(calls[0]!.body!)).toEqual({ nickname: 'ruta' });
    expect(screen.getByRole('img', { name: 'Picture of Rūta Kazlauskienė' })).toHaveTextContent('R');
    expect(screen.getByText(/@ruta/)).toBeInTheDocument();
    expect(screen.getByText('€12.50 per hour')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Kitchen types' })).toHaveTextContent('FrenchGeorgian');
    expect(screen.getByText('Slow-cooked dishes')).toBeInTheDocument();
    expect(screen.queryByText('Your profile')).not.toBeInTheDocument();
  });

  it('tells the owner it is their profile', async () => {
    writeSession(authorizedUser({ id: 21 }));
    mockFetch(() => ({ body: ok({ merchant: { ...MERCHANT, valid: false }, products: [] }) }));
    renderStore('ruta');
    expect(await screen.findByText('Your profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/profile?chefProfile=true',
    );
    expect(screen.getByText(/until the profile is approved/)).toBeInTheDocument();
  });

  it('says "Chef not found" on 404', async () => {
    mockFetch(() => ({ status: 404, body: fail([MESSAGES.chefNotFound]) }));
    renderStore('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chef not found' })).toBeInTheDocument();
  });
});
