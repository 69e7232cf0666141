import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as moderation from '@hearth/domain/contracts/moderation';
import * as payouts from '@hearth/domain/contracts/payouts';
import { MESSAGES } from '@hearth/domain/messages';
import type { AuditLogEntry, ModeratedChef } from '@hearth/domain/profile';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
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

/** The moderation calls; a decision removes the chef from the queue, as the server would. */
function fakeModerationApi(
  options: { forbidden?: boolean; chefs?: ModeratedChef[]; entries?: AuditLogEntry[] } = {},
) {
  let queue = [chef()];
  const guarded = <M,>(model: () => M) =>
    options.forbidden ? refuse(403, MESSAGES.moderationNotAllowed) : model();
  return fakeApi(
    answer(moderation.listApplications, () => guarded(() => ({ applications: queue }))),
    answer(moderation.listChefs, () =>
      guarded(() => ({ chefs: options.chefs ?? [], total: options.chefs?.length ?? 0 })),
    ),
    answer(moderation.listAuditLog, () =>
      guarded(() => ({ entries: options.entries ?? [], total: options.entries?.length ?? 0 })),
    ),
    answer(moderation.listChangeRequests, () =>
      guarded(() => ({ changeRequests: [], total: 0, page: 0, pageSize: 20 })),
    ),
    answer(payouts.listPayouts, () =>
      guarded(() => ({
        payouts: [],
        total: 0,
        page: 0,
        pageSize: 50,
        currentBatch: '2026-W48',
        currentBatchMade: false,
        requestedCount: 0,
        requestedCents: 0,
      })),
    ),
    answer(moderation.decideChef, ({ userId }) => {
      queue = queue.filter((c) => c.userId !== userId);
      return ok({ chef: chef({ status: 'approved' }) }, [MESSAGES.moderationDone]);
    }),
  );
}

function renderPage(role: 'OPERATOR' | 'CUSTOMER' = 'OPERATOR', query = '') {
  writeSession(authorizedUser({ id: 3, role }));
  return renderRoute(<StoreManagementPage />, {
    path: '/store-management',
    initialEntry: `/store-management${query}`,
  });
}

describe('store management', () => {
  it('says "not allowed" when the server answers 403', async () => {
    fakeModerationApi({ forbidden: true });
    renderPage('CUSTOMER');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only operators can manage stores.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in', () => {
    renderRoute(<StoreManagementPage />, { path: '/store-management' });
    expect(screen.getByText('Log in as an operator to manage stores.')).toBeInTheDocument();
  });

  it('shows every field of a pending application with the picture', async () => {
    fakeModerationApi();
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
    const api = fakeModerationApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('No applications are waiting.')).toBeInTheDocument();
    expect(screen.getByText('Rūta Kazlauskienė: approved.')).toBeInTheDocument();
    expect(api.callsOf(moderation.decideChef)).toEqual([{ userId: 21, action: 'approve' }]);
    expect(screen.getByRole('tab', { name: 'Applications (0)' })).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends it', async () => {
    const api = fakeModerationApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const reason = within(card).getByLabelText('Reason (the chef will read it)');
    expect(reason).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Reject application' }));
    expect(within(card).getByText('Give a reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf(moderation.decideChef)).toEqual([]);

    await user.type(reason, 'Add your registry URL');
    await user.click(within(card).getByRole('button', { name: 'Reject application' }));
    await waitFor(() =>
      expect(api.callsOf(moderation.decideChef)).toEqual([
        { userId: 21, action: 'reject', reason: 'Add your registry URL' },
      ]),
    );
    expect(await screen.findByText('Rūta Kazlauskienė: application rejected.')).toBeInTheDocument();
  });

  it('lists all chefs with search and status filter; suspends with a reason', async () => {
    const api = fakeModerationApi({ chefs: [chef({ status: 'approved' })] });
    const { user } = renderPage('OPERATOR', '?tab=chefs');
    const card = await screen.findByRole('article', { name: 'Rūta Kazlauskienė' });
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name, e-mail or profile link'), 'rūta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain('/operator/chefs?q=r%C5%ABta&status=approved&page=0'),
    );

    await user.click(within(card).getByRole('button', { name: 'Suspend' }));
    await user.type(within(card).getByLabelText('Reason (the chef will read it)'), 'Complaints');
    await user.click(within(card).getByRole('button', { name: 'Suspend chef' }));
    await waitFor(() =>
      expect(api.callsOf(moderation.decideChef)).toEqual([
        { userId: 21, action: 'suspend', reason: 'Complaints' },
      ]),
    );
  });

  it('shows the audit log: who, when, what, why', async () => {
    fakeModerationApi({
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
