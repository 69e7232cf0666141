import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChefChangeRequestView } from '@hearth/domain/chef-changes';
import * as moderation from '@hearth/domain/contracts/moderation';
import * as payouts from '@hearth/domain/contracts/payouts';
import { MESSAGES } from '@hearth/domain/messages';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { StoreManagementPage } from '../routes/store-management-page.tsx';

const REQUEST: ChefChangeRequestView = {
  id: 5,
  chef: { userId: 21, name: 'Rūta Kazlauskienė', nickname: 'ruta', email: 'ruta@example.lt' },
  status: 'open',
  fields: [
    { field: 'hourRate', before: 1200, after: 100000 },
    { field: 'kitchenType', before: ['grill', 'vegan'], after: ['pizza'] },
    { field: 'about', before: 'Grill and vegan dishes.', after: 'Call me, pay outside Hearth' },
  ],
  submittedAt: Date.parse('2026-11-24T10:00:00.000Z'),
  decidedAt: null,
  reason: null,
};

/** The moderation calls; a rejection without a reason is refused by the contract's schema, as the server does. */
function fakeChangeRequestsApi() {
  let all = [REQUEST];
  return fakeApi(
    answer(moderation.listApplications, () => ({ applications: [] })),
    // The payouts tab's label counts the waiting payouts: none here.
    answer(payouts.listPayouts, ({ page }) => ({
      payouts: [],
      total: 0,
      page,
      pageSize: 20,
      currentBatch: '2026-W48',
      currentBatchMade: true,
      requestedCount: 0,
      requestedCents: 0,
    })),
    answer(moderation.listChangeRequests, ({ status }) => {
      const rows = status === 'all' ? all : all.filter((r) => r.status === 'open');
      return { changeRequests: rows, total: rows.length, page: 0, pageSize: 20 };
    }),
    answer(moderation.decideChangeRequest, ({ decision }) => {
      all = all.map((r) => ({ ...r, status: decision === 'approve' ? 'approved' : 'rejected' }));
      return ok({ changeRequest: all[0]! }, [MESSAGES.changeRequestDecided]);
    }),
  );
}

function renderPage() {
  writeSession(authorizedUser({ id: 3, role: 'OPERATOR' }));
  return renderRoute(<StoreManagementPage />, {
    path: '/store-management',
    initialEntry: '/store-management?tab=changeRequests',
  });
}

describe('store management: profile changes', () => {
  it('shows each changed field before and after', async () => {
    fakeChangeRequestsApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    expect(screen.getByRole('tab', { name: 'Profile changes' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(card)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldNow publicAsked for',
      expect.stringMatching(/^Hourly rate€12\.00.*€1,000\.00/),
      'Kitchen typesGrillVeganPizza',
      'About youGrill and vegan dishes.Call me, pay outside Hearth',
    ]);
    expect(within(card).getByText('Waiting for review')).toBeInTheDocument();
  });

  it('rejects with the reason the chef reads, and approves without one', async () => {
    const api = fakeChangeRequestsApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    await user.click(within(card).getByRole('button', { name: 'Reject changes' }));
    await user.click(screen.getByRole('button', { name: 'Keep the approved profile' }));
    expect(api.callsOf(moderation.decideChangeRequest)).toEqual([]);
    await user.type(screen.getByLabelText(/Reason for rejecting/), 'Payments go through Hearth.');
    await user.click(screen.getByRole('button', { name: 'Keep the approved profile' }));
    expect(await screen.findByText('Rūta Kazlauskienė: changes rejected.')).toBeInTheDocument();
    expect(api.callsOf(moderation.decideChangeRequest)).toEqual([
      { requestId: 5, decision: 'reject', reason: 'Payments go through Hearth.' },
    ]);
  });
});
