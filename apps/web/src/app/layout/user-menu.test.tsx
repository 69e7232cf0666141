import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSession } from '@/shared/session/session-storage.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { UserMenu } from './user-menu.tsx';

async function menuItems() {
  const { user } = renderRoute(<UserMenu />);
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.getAllByRole('menuitem');
}

describe('the account menu', () => {
  it('links an approved chef to their earnings', async () => {
    writeSession(authorizedUser({ legalInfo: { valid: true } }));
    const items = await menuItems();
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Chef profile',
      'Security',
      'Earnings',
      'Schedule',
      'Log out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Earnings' })).toHaveAttribute('href', '/earnings');
  });

  it('has no earnings for anyone else', async () => {
    writeSession(authorizedUser());
    const items = await menuItems();
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Chef profile', 'Security', 'Log out']);
  });

  it('shows a visitor a person, not a letter, and offers to log in', async () => {
    const { user } = renderRoute(<UserMenu />);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).not.toHaveTextContent(/\w/);
    expect(button.querySelector('svg')).not.toBeNull();
    await user.click(button);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Log in',
      'Create account',
    ]);
  });

  it('shows the signed-in user’s initial when there is no picture', () => {
    writeSession(authorizedUser());
    renderRoute(<UserMenu />);
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('A');
  });
});
