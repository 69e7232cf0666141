import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as moderation from '@hearth/domain/contracts/moderation';
import * as payouts from '@hearth/domain/contracts/payouts';
import * as reviews from '@hearth/domain/contracts/reviews';
import { MESSAGES, V } from '@hearth/domain/messages';
import type { AuditLogEntry } from '@hearth/domain/profile';
import type { RatingCaseView } from '@hearth/domain/reviews';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse, type Refusal } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute, type FetchCall } from '@/shared/testing/test-utils.tsx';
import { StoreManagementPage } from '../routes/store-management-page.tsx';
import { SYSTEM_REASONS } from '@hearth/domain/messages';

const OPENED_AT = Date.parse('2026-11-20T10:00:00.000Z'); // a Friday
const DEADLINE = Date.parse('2026-11-25T10:00:00.000Z'); // 3 working days later

function ratingCase(overrides: Partial<RatingCaseView> = {}): RatingCaseView {
  return {
    id: 9,
    chef: { userId: 21, name: 'Rūta Kazlauskienė', nickname: 'ruta', email: 'ruta@example.lt' },
    status: 'open',
    kind: 'suspension',
    raters: [],
    average: 3.2,
    ratings: [2, 3, 5, 4, 2],
    openedAt: OPENED_AT,
    deadline: DEADLINE,
    overdue: false,
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}

const jonas = (overrides: Partial<RatingCaseView> = {}) =>
  ratingCase({
    id: 10,
    chef: { userId: 22, name: null, nickname: 'jonas', email: 'jonas@example.lt' },
    ...overrides,
  });

interface ApiOptions {
  /** Every case the server holds; the queue is the open ones. */
  cases?: RatingCaseView[];
  /** Answers the decisions instead of deciding (an error), one per call, then decides. */
  decisionRefusals?: Refusal[];
  pageSize?: number;
  listFails?: boolean;
  entries?: AuditLogEntry[];
}

/** The operator calls as the server answers them: a decision takes the case out of the queue. */
function fakeRatingCasesApi(options: ApiOptions = {}) {
  let all = options.cases ?? [ratingCase()];
  const decisionRefusals = [...(options.decisionRefusals ?? [])];
  return fakeApi(
    answer(moderation.listApplications, () => ({ applications: [] })),
    answer(moderation.listAuditLog, () => ({
      entries: options.entries ?? [],
      total: options.entries?.length ?? 0,
    })),
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
    answer(reviews.listRatingCases, ({ status, page }) => {
      if (options.listFails) return refuse(500, MESSAGES.serverError);
      const rows = status === 'all' ? all : all.filter((c) => c.status === 'open');
      const pageSize = options.pageSize ?? 20;
      return {
        cases: rows.slice(page * pageSize, (page + 1) * pageSize),
        total: rows.length,
        page,
        pageSize,
      };
    }),
    answer(reviews.decideRatingCase, ({ caseId, decision, reason }) => {
      const refusal = decisionRefusals.shift();
      if (refusal) return refusal;
      const status = decision === 'reinstate' ? 'reinstated' : 'confirmed';
      all = all.map((c) =>
        c.id === caseId ? { ...c, status, overdue: false, reason, decidedAt: Date.now() } : c,
      );
      const decided = all.find((c) => c.id === caseId)!;
      return ok({ case: decided }, [MESSAGES.ratingCaseDecided]);
    }),
  );
}

function renderPage(tab = 'ratingCases') {
  writeSession(authorizedUser({ id: 3, role: 'OPERATOR' }));
  return renderRoute(<StoreManagementPage />, {
    path: '/store-management',
    initialEntry: `/store-management?tab=${tab}`,
  });
}

const HEADING = 'Rūta Kazlauskienė';

const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.path.startsWith('/operator/rating-cases')).map((c) => c.path);

describe('store management: rating cases', () => {
  it('lists the open cases: chef, link, e-mail, last ratings, average, dates and the decisions', async () => {
    const api = fakeRatingCasesApi();
    renderPage();
    const card = await screen.findByRole('article', { name: HEADING });
    expect(screen.getByRole('tab', { name: 'Rating cases' })).toHaveAttribute('aria-selected', 'true');
    expect(listCalls(api.calls)).toEqual(['/operator/rating-cases?status=open&page=0']);
    expect(screen.getByText('Cases: 1')).toBeInTheDocument();

    expect(within(card).getByRole('link', { name: '@ruta' })).toHaveAttribute('href', '/store/ruta');
    expect(within(card).getByRole('link', { name: 'ruta@example.lt' })).toHaveAttribute(
      'href',
      'mailto:ruta@example.lt',
    );
    expect(within(card).getByText('2/5, 3/5, 5/5, 4/5, 2/5')).toBeInTheDocument();
    expect(within(card).getByText('3.2 of 5 (minimum 4.5)')).toBeInTheDocument();
    expect(within(card).getByText(/20 Nov 2026/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(within(card).getByText(/25 Nov 2026/)).toHaveAttribute('datetime', '2026-11-25T10:00:00.000Z');
    expect(within(card).getByText('Waiting for a decision')).toBeInTheDocument();
    expect(within(card).queryByText('Overdue')).not.toBeInTheDocument();
    expect(card).not.toHaveClass('rating-case--overdue');
    expect(within(card).getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm suspension' })).toBeInTheDocument();
  });

  it('shows who rated, how many reviews each and their ratings, and a case that left the chef listed', async () => {
    fakeRatingCasesApi({
      cases: [
        ratingCase({
          kind: 'review',
          ratings: [1, 5, 5, 5, 5],
          raters: [
            {
              customerId: 4,
              name: 'Eve Petraitė',
              email: 'eve@example.lt',
              reviews: 5,
              ratings: [1, 5, 5, 5, 5],
            },
          ],
        }),
      ],
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: HEADING });
    expect(
      within(card).getByText('Still listed: one customer wrote most of these ratings'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('Eve Petraitė (eve@example.lt): reviews 5, ratings 1/5, 5/5, 5/5, 5/5, 5/5'),
    ).toBeInTheDocument();
    // The chef is still listed: the choice is to keep them listed or to suspend, not to "reinstate".
    expect(within(card).getByRole('button', { name: 'Keep listed' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Suspend chef' }));
    expect(within(card).getByLabelText('Reason for suspending')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Suspend the chef' })).toBeInTheDocument();
    expect(within(card).queryByText(/Keep the chef suspended/)).not.toBeInTheDocument();
  });

  it('marks a case past its deadline with an "Overdue" badge, not colour alone', async () => {
    fakeRatingCasesApi({ cases: [jonas({ overdue: true }), ratingCase()] });
    renderPage();
    const late = await screen.findByRole('article', { name: 'jonas' });
    expect(within(late).getByText('Overdue')).toHaveClass('status-badge--overdue');
    expect(late).toHaveClass('rating-case--overdue');
    const onTime = screen.getByRole('article', { name: HEADING });
    expect(within(onTime).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says so when no case is open', async () => {
    fakeRatingCasesApi({ cases: [] });
    renderPage();
    expect(await screen.findByText('No rating cases are open.')).toBeInTheDocument();
  });

  it('reinstates only with a reason, sends it and refreshes the queue', async () => {
    const api = fakeRatingCasesApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Reinstate' }));
    const reason = within(card).getByLabelText('Reason for reinstating');
    expect(reason).toHaveFocus();

    await user.type(reason, '   ');
    await user.click(within(card).getByRole('button', { name: 'Reinstate chef' }));
    expect(within(card).getByText('Give a reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf(reviews.decideRatingCase)).toEqual([]);

    await user.clear(reason);
    await user.type(reason, ' Two ratings came from one customer ');
    await user.click(within(card).getByRole('button', { name: 'Reinstate chef' }));
    await waitFor(() =>
      expect(api.callsOf(reviews.decideRatingCase)).toEqual([
        { caseId: 9, decision: 'reinstate', reason: 'Two ratings came from one customer' },
      ]),
    );

    expect(await screen.findByText('No rating cases are open.')).toBeInTheDocument();
    expect(screen.getByText(`${HEADING}: reinstated, the dishes are visible again.`)).toBeInTheDocument();
    expect(listCalls(api.calls)).toEqual([
      '/operator/rating-cases?status=open&page=0',
      '/operator/rating-cases?status=open&page=0',
    ]);
  });

  it('confirms the suspension only with a reason, and sends it', async () => {
    const api = fakeRatingCasesApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Confirm suspension' }));
    const reason = within(card).getByLabelText('Reason for confirming the suspension');

    await user.click(within(card).getByRole('button', { name: 'Keep the chef suspended' }));
    expect(within(card).getByText('Give a reason')).toBeInTheDocument();
    expect(api.callsOf(reviews.decideRatingCase)).toEqual([]);

    await user.type(reason, 'Food safety complaints');
    await user.click(within(card).getByRole('button', { name: 'Keep the chef suspended' }));
    await waitFor(() =>
      expect(api.callsOf(reviews.decideRatingCase)).toEqual([
        { caseId: 9, decision: 'confirm', reason: 'Food safety complaints' },
      ]),
    );
    expect(await screen.findByText(`${HEADING}: suspension confirmed.`)).toBeInTheDocument();
  });

  it('cancels a decision without sending anything', async () => {
    const api = fakeRatingCasesApi();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Reinstate' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText('Reason for reinstating')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(api.callsOf(reviews.decideRatingCase)).toEqual([]);
  });

  it("shows the server's errors: under the reason when it names it, else below the form", async () => {
    const api = fakeRatingCasesApi({
      decisionRefusals: [
        refuse(400, MESSAGES.validationFailed, { reason: [V.tooLong] }),
        refuse(409, MESSAGES.ratingCaseClosed),
      ],
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Reinstate' }));
    await user.type(within(card).getByLabelText('Reason for reinstating'), 'Unfair ratings');
    await user.click(within(card).getByRole('button', { name: 'Reinstate chef' }));
    expect(await within(card).findByText('The value is too long')).toBeInTheDocument();
    expect(within(card).getByLabelText('Reason for reinstating')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(card).getByRole('button', { name: 'Reinstate chef' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This case is decided already');
    expect(api.callsOf(reviews.decideRatingCase)).toHaveLength(2);
    // Nothing was decided here, so the form stays open with the typed reason.
    expect(within(card).getByLabelText('Reason for reinstating')).toHaveValue('Unfair ratings');
  });

  it('shows every case on request: the decision, its date and reason, and no buttons', async () => {
    const api = fakeRatingCasesApi({
      cases: [
        ratingCase({
          status: 'reinstated',
          decidedAt: Date.parse('2026-11-23T08:15:00.000Z'),
          reason: 'Ratings from a competitor',
        }),
        jonas({ status: 'confirmed', decidedAt: DEADLINE, reason: 'Repeated complaints', overdue: true }),
      ],
    });
    const { user } = renderPage();
    expect(await screen.findByText('No rating cases are open.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    const reinstated = await screen.findByRole('article', { name: HEADING });
    expect(listCalls(api.calls)).toContain('/operator/rating-cases?status=all&page=0');
    expect(within(reinstated).getByText('Reinstated')).toBeInTheDocument();
    expect(within(reinstated).getByText(/23 Nov 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-23T08:15:00.000Z',
    );
    expect(within(reinstated).getByText('Ratings from a competitor')).toBeInTheDocument();
    expect(within(reinstated).queryByRole('button', { name: 'Reinstate' })).not.toBeInTheDocument();

    const confirmed = screen.getByRole('article', { name: 'jonas' });
    expect(within(confirmed).getByText('Suspension confirmed')).toBeInTheDocument();
    expect(within(confirmed).getByText('Repeated complaints')).toBeInTheDocument();
    // A decided case is no longer overdue, whatever its deadline was.
    expect(within(confirmed).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(confirmed).queryByRole('button', { name: 'Confirm suspension' })).not.toBeInTheDocument();
  });

  it('pages, and goes back a page when a decision empties the last one', async () => {
    const api = fakeRatingCasesApi({ cases: [ratingCase(), jonas()], pageSize: 1 });
    const { user } = renderPage();
    await screen.findByRole('article', { name: HEADING });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const card = await screen.findByRole('article', { name: 'jonas' });
    expect(listCalls(api.calls)).toContain('/operator/rating-cases?status=open&page=1');

    await user.click(within(card).getByRole('button', { name: 'Confirm suspension' }));
    await user.type(within(card).getByLabelText('Reason for confirming the suspension'), 'Complaints');
    await user.click(within(card).getByRole('button', { name: 'Keep the chef suspended' }));
    expect(await screen.findByRole('article', { name: HEADING })).toBeInTheDocument();
    expect(listCalls(api.calls).at(-1)).toBe('/operator/rating-cases?status=open&page=0');
  });

  it('says why the list could not be loaded, with a retry', async () => {
    const api = fakeRatingCasesApi({ listFails: true });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCalls(api.calls)).toHaveLength(2));
  });

  it('names the rating moderation actions in the audit log', async () => {
    const target = { id: 21, email: 'ruta@example.lt', nickname: 'ruta' };
    const operator = { id: 3, email: 'operator@hearth.local' };
    const entry = (id: number, action: string, actor: AuditLogEntry['actor']): AuditLogEntry => ({
      id,
      createdAt: '2026-11-21T09:30:00.000Z',
      action,
      reason: null,
      actor,
      target,
    });
    fakeRatingCasesApi({
      entries: [
        entry(4, 'chef.review_hidden', operator),
        entry(3, 'chef.rating_confirmed', operator),
        entry(2, 'chef.rating_reinstated', operator),
        { ...entry(1, 'chef.rating_suspended', null), reason: SYSTEM_REASONS.ratingRule },
      ],
    });
    renderPage('audit');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['operator@hearth.local', 'Review hidden'],
      ['operator@hearth.local', 'Rating suspension confirmed'],
      ['operator@hearth.local', 'Reinstated after a rating case'],
      ['System', 'Suspended by the rating rule'],
    ]);
    // The system's reason is a key, read in the operator's language.
    expect(within(rows[3]!).getAllByRole('cell')[4]).toHaveTextContent(
      'Suspended by the rating rule: the average of the latest ratings of the last 5 customers is below 4.5.',
    );
  });
});
