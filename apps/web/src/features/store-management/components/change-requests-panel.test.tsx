import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@hearth/domain/api';
import type { ChefChangeRequestView } from '@hearth/domain/chef-changes';
import { MESSAGES, V } from '@hearth/domain/messages';
import { writeSession } from '../../../shared/session/session-storage.ts';
import {
  authorizedUser,
  fail,
  mockFetch,
  ok,
  renderRoute,
  type FetchCall,
} from '../../../shared/testing/test-utils.tsx';
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

type Reply = { status?: number; body: Envelope<unknown> };

function mockApi() {
  let all = [REQUEST];
  return mockFetch((call: FetchCall): Reply => {
    const [path, query] = call.path.split('?');
    if (path === '/operator/applications') return { body: ok({ applications: [] }) };
    if (path === '/operator/change-requests') {
      const rows =
        new URLSearchParams(query).get('status') === 'all' ? all : all.filter((r) => r.status === 'open');
      return { body: ok({ changeRequests: rows, total: rows.length, page: 0, pageSize: 20 }) };
    }
    if (path === '/operator/change-request-decision') {
      const body = Object.fromEntries(call.body!);
      if (body.decision === 'reject' && !body.reason) {
        return { status: 400, body: fail([MESSAGES.validationFailed], { reason: [V.reasonRequired] }) };
      }
      all = all.map((r) => ({ ...r, status: body.decision === 'approve' ? 'approved' : 'rejected' }));
      return { body: ok({ changeRequest: all[0] }, [MESSAGES.changeRequestDecided]) };
    }
    return { status: 404, body: fail([MESSAGES.notFound]) };
  });
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
    mockApi();
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
    const { calls } = mockApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    await user.click(within(card).getByRole('button', { name: 'Reject changes' }));
    await user.click(screen.getByRole('button', { name: 'Keep the approved profile' }));
    expect(calls.filter((c) => c.path === '/operator/change-request-decision')).toEqual([]);
    await user.type(screen.getByLabelText(/Reason for rejecting/), 'Payments go through Hearth.');
    await user.click(screen.getByRole('button', { name: 'Keep the approved profile' }));
    expect(await screen.findByText('Rūta Kazlauskienė: changes rejected.')).toBeInTheDocument();
    const [decision] = calls.filter((c) => c.path === '/operator/change-request-decision');
    expect(Object.fromEntries(decision!.body!)).toMatchObject({
      requestId: '5',
      decision: 'reject',
      reason: 'Payments go through Hearth.',
    });
  });
});
