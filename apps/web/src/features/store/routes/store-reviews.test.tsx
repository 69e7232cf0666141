import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStore } from '@hearth/domain/contracts/profile';
import { noSchedule } from '@/shared/testing/availability-fixtures.ts';
import { answerReview, hideReview, listStoreReviews } from '@hearth/domain/contracts/reviews';
import { MESSAGES } from '@hearth/domain/messages';
import type { PublicMerchant } from '@hearth/domain/profile';
import type { ReviewView } from '@hearth/domain/reviews';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, type FakeHandler, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { StorePage } from './store-page.tsx';

const MERCHANT: PublicMerchant = {
  userId: 21,
  firstName: 'Rūta',
  lastName: 'Kazlauskienė',
  storeName: 'ruta',
  about: null,
  city: 'Vilnius',
  avatarUrl: null,
  thumbnailUrl: null,
  valid: true,
  merchantInfo: { hourRate: 1250, kitchenType: ['french'], about: null },
  rating: { average: 4.6, count: 3 },
};

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 20, 12);

function review(id: number, overrides: Partial<ReviewView> = {}): ReviewView {
  return {
    id,
    orderId: 100 + id,
    rating: 5,
    comment: `Comment ${id}`,
    authorName: `Author ${id}`,
    createdAt: T0 - id * DAY,
    answer: null,
    answeredAt: null,
    ...overrides,
  };
}

/** The chef page's calls; `reviewsPages[page]` answers GET /store/reviews; `first` answer before them. */
function serve(reviewsPages: ReviewView[][], ...first: FakeHandler[]) {
  return fakeApi(
    noSchedule(),
    ...first,
    answer(listStoreReviews, ({ page }) => ({
      reviews: reviewsPages[page] ?? [],
      rating: MERCHANT.rating,
      page,
      pageSize: 2,
    })),
    answer(getStore, () => ({ merchant: MERCHANT, products: [], cover: null })),
  );
}

function renderStore() {
  return renderRoute(<StorePage />, { path: '/store/:nickname', initialEntry: '/store/ruta' });
}

function reviewsRegion() {
  return screen.findByRole('region', { name: 'Reviews' });
}

describe('chef page reviews', () => {
  it('shows the average and the count near the name, and the reviews with answers, newest first', async () => {
    const api = serve([[review(1, { answer: 'Thank you, Ana!' }), review(2, { rating: 4 })], [review(3)]]);
    const { user } = renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rūta Kazlauskienė' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.6 out of 5, 3 reviews' })).toBeInTheDocument();

    const region = within(await reviewsRegion());
    expect(await region.findByText('Comment 1')).toBeInTheDocument();
    const items = region.getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Author 1', 'Author 2']);
    expect(within(items[0]!).getByText('The chef’s answer')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Thank you, Ana!')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    // A visitor neither answers nor hides.
    expect(region.queryByRole('button', { name: /Answer|Hide/ })).not.toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Load more reviews' }));
    expect(await region.findByText('Comment 3')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
    expect(api.callsOf(listStoreReviews)).toEqual([
      { nickname: 'ruta', page: 0 },
      { nickname: 'ruta', page: 1 },
    ]);
  });

  it('says so when there are no reviews, and "New" near the name', async () => {
    fakeApi(
      noSchedule(),
      answer(listStoreReviews, () => ({
        reviews: [],
        rating: { average: null, count: 0 },
        page: 0,
        pageSize: 10,
      })),
      answer(getStore, () => ({
        merchant: { ...MERCHANT, rating: { average: null, count: 0 } },
        products: [],
        cover: null,
      })),
    );
    renderStore();
    const region = within(await reviewsRegion());
    expect(await region.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New chef: no reviews yet' })).toBeInTheDocument();
  });

  it('lets the owner answer a review once', async () => {
    writeSession(authorizedUser({ id: 21 }));
    // The server keeps the answer: the reviews fetched after it show it.
    const pages = [[review(1), review(2, { answer: 'Already answered' })]];
    const api = serve(
      pages,
      answer(answerReview, () => {
        const answered = review(1, { answer: 'Glad you liked it!', answeredAt: T0 });
        pages[0]![0] = answered;
        return { review: answered };
      }),
    );
    const { user } = renderStore();
    const region = within(await reviewsRegion());
    await region.findByText('Comment 1');
    // Only the unanswered review offers an answer.
    expect(region.getAllByRole('button', { name: /^Answer the review/ })).toHaveLength(1);
    await user.click(region.getByRole('button', { name: 'Answer the review by Author 1' }));

    const field = await region.findByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveFocus();
    await user.click(region.getByRole('button', { name: 'Publish answer' }));
    expect(field).toHaveAccessibleDescription(/This field is required|required/i);
    expect(api.callsOf(answerReview)).toEqual([]);

    await user.type(field, 'Glad you liked it!');
    await user.click(region.getByRole('button', { name: 'Publish answer' }));
    expect(await region.findByText('Glad you liked it!')).toBeInTheDocument();
    expect(api.callsOf(answerReview)).toEqual([{ reviewId: 1, answer: 'Glad you liked it!' }]);
    expect(screen.getByText('Your answer was published')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: /^Answer the review/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a second answer', async () => {
    writeSession(authorizedUser({ id: 21 }));
    serve(
      [[review(1)]],
      answer(answerReview, () => refuse(409, MESSAGES.answerExists)),
    );
    const { user } = renderStore();
    const region = within(await reviewsRegion());
    await user.click(await region.findByRole('button', { name: 'Answer the review by Author 1' }));
    await user.type(await region.findByRole('textbox', { name: 'Your answer' }), 'Again');
    await user.click(region.getByRole('button', { name: 'Publish answer' }));
    expect(await region.findByRole('alert')).toHaveTextContent('This review has an answer already');
  });

  it('lets an operator hide a review, with a required reason', async () => {
    writeSession(authorizedUser({ id: 3, role: 'OPERATOR' }));
    let hidden = false;
    const api = fakeApi(
      noSchedule(),
      answer(hideReview, () => {
        hidden = true;
        return ok({ review: review(1) }, [MESSAGES.reviewHidden]);
      }),
      answer(listStoreReviews, () => {
        const reviews = hidden ? [review(2)] : [review(1), review(2)];
        return { reviews, rating: { average: 5, count: reviews.length }, page: 0, pageSize: 10 };
      }),
      answer(getStore, () => ({ merchant: MERCHANT, products: [], cover: null })),
    );
    const { user } = renderStore();
    const region = within(await reviewsRegion());
    await region.findByText('Comment 1');
    expect(region.queryByRole('button', { name: /^Answer/ })).not.toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Hide the review by Author 1' }));

    const reason = await region.findByRole('textbox', { name: 'Reason for hiding' });
    await user.click(region.getByRole('button', { name: 'Hide review' }));
    expect(reason).toHaveAccessibleDescription(/reason/i);
    expect(api.callsOf(hideReview)).toEqual([]);

    await user.type(reason, 'Insults the chef');
    await user.click(region.getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(region.queryByText('Comment 1')).not.toBeInTheDocument());
    expect(api.callsOf(hideReview)).toEqual([{ reviewId: 1, reason: 'Insults the chef' }]);
    expect(region.getByText('Comment 2')).toBeInTheDocument();
    expect(screen.getByText('The review is hidden')).toBeInTheDocument();
  });
});
