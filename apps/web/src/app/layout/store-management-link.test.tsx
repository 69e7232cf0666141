import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as conversations from '@hearth/domain/contracts/conversations';
import * as moderation from '@hearth/domain/contracts/moderation';
import { apiQueryKey } from '@/shared/api/contract-client.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SiteHeader } from './site-header.tsx';
import { PENDING_COUNT_KEY } from './use-pending-count.ts';
import { UserMenu } from './user-menu.tsx';

const COUNTS = { applications: 2, changeRequests: 0, ratingCases: 1, total: 3 };

function serve(counts = COUNTS) {
  return fakeApi(
    answer(moderation.getStoreManagementCounts, () => counts),
    // The header's messages link asks for the unread count when it shows.
    answer(conversations.getUnreadMessages, () => ({ unread: 0 })),
  );
}

const operator = () => writeSession(authorizedUser({ role: 'OPERATOR' }));

describe('Store management in the chrome (decision 056)', () => {
  it('is in an operator’s navigation bar with how many items wait for a decision', async () => {
    serve();
    operator();
    renderRoute(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('link', { name: /^Store management/ });
    expect(link).toHaveAttribute('href', '/store-management');
    await within(link).findByText(', 3 waiting for a decision');
    expect(link).toHaveAccessibleName('Store management, 3 waiting for a decision');
  });

  it('shows no badge when nothing waits', async () => {
    const api = serve({ applications: 0, changeRequests: 0, ratingCases: 0, total: 0 });
    operator();
    renderRoute(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => api.callsOf(moderation.getStoreManagementCounts).length).toBe(1);
    expect(within(nav).getByRole('link', { name: 'Store management' })).not.toHaveTextContent(/\d/);
  });

  it('is in an operator’s account menu and the phone menu, once, with the count', async () => {
    serve();
    operator();
    const { user } = renderRoute(
      <>
        <UserMenu />
        <MobileMenu />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Store management (3)' })).toHaveAttribute(
      'href',
      '/store-management',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('link', { name: /^Store management/ })).toHaveLength(1);
  });

  it("is read under the contract's query key, so that a decision refetches it", () => {
    expect(PENDING_COUNT_KEY).toEqual(apiQueryKey(moderation.getStoreManagementCounts));
  });

  it('is not shown to a customer or a chef, who never ask for the counts', async () => {
    const api = serve();
    writeSession(authorizedUser({ legalInfo: { valid: true } }));
    const { user } = renderRoute(
      <>
        <SiteHeader />
        <UserMenu />
      </>,
    );
    expect(screen.queryByRole('link', { name: /^Store management/ })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Account menu' })[0]!);
    expect(screen.queryByRole('menuitem', { name: /^Store management/ })).not.toBeInTheDocument();
    expect(api.callsOf(moderation.getStoreManagementCounts)).toEqual([]);
  });
});
