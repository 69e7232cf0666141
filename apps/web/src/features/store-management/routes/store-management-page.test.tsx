import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@hearth/domain/api';
import { MESSAGES } from '@hearth/domain/messages';
import type { AuditLogEntry, ModeratedChef } from '@hearth/domain/profile';
import { writeSession } from '../../../shared/session/session-storage.ts';
import {
  authorizedUser,
  fail,
  mockFetch,
  ok,
  renderRoute,
  type FetchCall,
} from '../../../shared/testing/test-utils.tsx';
import { StoreManagementPage } from './store-management-page.tsx';

function chef(overrides: Partial<ModeratedChef> = {}): ModeratedChef {
  const status = overrides.status ?? 'pending';
  return {
    userId: 21,
    email: 'ruta@example.lt',
    firstName: 'Rūta',
    lastName: 'Kazlauskienė',
    nickname: 'ruta',
    phoneNumber: '37061234567',
    telegramNickname: 'ruta_cooks',
    city: 'Vilnius',
    avatarUrl: '/repository/users/21/avatar.jpg?v=1',
    thumbnailUrl: '/repository/users/21/thumbnail.jpg?v=1',
    address: {
      id: 1,
      countryPhoneCode: 370,
      city: 'Vilnius',
      state: null,
      postalCode: '01103',
      formatted_address: 'Gedimino pr. 1',
    },
    merchantInfo: {
      valid: status === 'approved',
      status,
      statusReason: null,
      hourRate: 1250,
      kitchenType: ['french', 'georgian'],
      about: 'Slow-cooked dishes',
      personalTaxNumber: 'LT123',
      govRegistryURL: 'https://registry.example/ruta',
      allowedInternetAddress: null,
      stripeAccountId: null,
      submittedAt: '2026-11-20T10:00:00.000Z',
      decidedAt: null,
    },
    status,
    submittedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Reply = { status?: number; body: Envelope<unknown> };

/** The moderation calls; a decision removes the chef from the queue, as the server would. */
function mockModerationApi(
  options: { forbidden?: boolean; chefs?: ModeratedChef[]; entries?: AuditLogEntry[] } = {},
) {
  let queue = [chef()];
  return mockFetch((call: FetchCall): Reply => {
    if (options.forbidden) return { status: 403, body: fail([MESSAGES.moderationNotAllowed]) };
    const path = call.path.split('?')[0];
    if (path === '/operator/applications') return { body: ok({ applications: queue }) };
    if (path === '/operator/chefs') {
      const chefs = options.chefs ?? [];
      return { body: ok({ chefs, total: chefs.length }) };
    }
    if (path === '/operator/audit-log') {
      const entries = options.entries ?? [];
      return { body: ok({ entries, total: entries.length }) };
    }
    if (path === '/operator/chef-decision') {
      const body = Object.fromEntries(call.body!);
      queue = queue.filter((c) => String(c.userId) !== body.userId);
      return { body: ok({ chef: chef({ status: 'approved' }) }, [MESSAGES.moderationDone]) };
    }
    return { status: 404, body: fail([MESSAGES.notFound]) };
  });
}

function renderPage(role: 'OPERATOR' | 'CUSTOMER' = 'OPERATOR', query = '') {
  writeSession(authorizedUser({ id: 3, role }));
  return renderRoute(<StoreManagementPage />, {
    path: '/store-management',
    initialEntry: `/store-management${query}`,
  });
}

const decisions = (calls: FetchCall[]) =>
  calls.filter((c) => c.path === '/operator/chef-decision').map((c) => Object.fromEntries(c.body!));

describe('store management', () => {
  it('says "not allowed" when the server answers 403', async () => {
    mockModerationApi({ forbidden: true });
    renderPage('CUSTOMER');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only operators can manage stores.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in', () => {
    renderRoute(<StoreManagementPage />, { path: '/store-management' });
    expect(screen.getByText('Log in as an operator to manage stores.')).toBeInTheDocument();
  });

  it('shows every field of a pending application with the picture', async () => {
    mockModerationApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    expect(screen.getByRole('tab', { name: 'Applications (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByRole('img', { name: 'Picture of Rūta Kazlauskienė' })).toHaveAttribute(
      'src',
      '/repository/users/21/avatar.jpg?v=1',
    );
    for (const text of [
      'ruta@example.lt',
      '37061234567',
      '@ruta_cooks',
      'Gedimino pr. 1, 01103 Vilnius',
      '€12.50 per hour',
      'French',
      'Georgian',
      'Slow-cooked dishes',
      'LT123',
      'https://registry.example/ruta',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });

  it('approves an application and refreshes the queue', async () => {
    const { calls } = mockModerationApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('No applications are waiting.')).toBeInTheDocument();
    expect(screen.getByText('Rūta Kazlauskienė: approved.')).toBeInTheDocument();
    expect(decisions(calls)).toEqual([{ userId: '21', action: 'approve' }]);
    expect(screen.getByRole('tab', { name: 'Applications (0)' })).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends it', async () => {
    const { calls } = mockModerationApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const reason = within(card).getByLabelText('Reason (the chef will read it)');
    expect(reason).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Reject application' }));
    expect(within(card).getByText('Give a reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(decisions(calls)).toEqual([]);

    await user.type(reason, 'Add your registry URL');
    await user.click(within(card).getByRole('button', { name: 'Reject application' }));
    await waitFor(() =>
      expect(decisions(calls)).toEqual([{ userId: '21', action: 'reject', reason: 'Add your registry URL' }]),
    );
    expect(await screen.findByText('Rūta Kazlauskienė: application rejected.')).toBeInTheDocument();
  });

  it('lists all chefs with search and status filter; suspends with a reason', async () => {
    const { calls } = mockModerationApi({ chefs: [chef({ status: 'approved' })] });
    const { user } = renderPage('OPERATOR', '?tab=chefs');
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name, e-mail or profile link'), 'rūta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/operator/chefs?q=r%C5%ABta&status=approved&page=0'),
    );

    await user.click(within(card).getByRole('button', { name: 'Suspend' }));
    await user.type(within(card).getByLabelText('Reason (the chef will read it)'), 'Complaints');
    await user.click(within(card).getByRole('button', { name: 'Suspend chef' }));
    await waitFor(() =>
      expect(decisions(calls)).toEqual([{ userId: '21', action: 'suspend', reason: 'Complaints' }]),
    );
  });

  it('shows the audit log: who, when, what, why', async () => {
    mockModerationApi({
      entries: [
        {
          id: 1,
          createdAt: '2026-11-21T09:30:00.000Z',
          action: 'chef.rejected',
          reason: 'Add your registry URL',
          actor: { id: 3, email: 'operator@hearth.local' },
          target: { id: 21, email: 'ruta@example.lt', nickname: 'ruta' },
        },
      ],
    });
    renderPage('OPERATOR', '?tab=audit');
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/21 Nov 2026/),
      'operator@hearth.local',
      'Rejected',
      'ruta@example.lt (@ruta)',
      'Add your registry URL',
    ]);
  });
});
