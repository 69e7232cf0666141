import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import * as reviews from '@hearth/domain/contracts/reviews';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import type { ReviewView } from '@hearth/domain/reviews';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { orderFixture, PLACED_MS } from '../testing/order-fixture.ts';
import { OrderDetailPage } from './order-detail-page.tsx';

const DELIVERED: Partial<OrderView> = {
  status: 'delivered',
  deliveryDate: PLACED_MS / 1000 + 86_400,
  actions: [],
  cancellationPreview: null,
};

const REVIEW: ReviewView = {
  id: 5,
  orderId: 42,
  rating: 2,
  comment: 'Too salty.',
  authorName: 'Ana',
  createdAt: PLACED_MS + 2 * 86_400_000,
  answer: null,
  answeredAt: null,
};

/** What the server answers to the review: a refusal, or the review it saved. */
type ReviewAnswer = Parameters<typeof answer<typeof reviews.createReview>>[1];

/** The order page's calls: the order as `order` gives it now, and the review. */
function serve(order: () => OrderView, review: ReviewAnswer = () => refuse(500, MESSAGES.serverError)) {
  return fakeApi(
    answer(orders.getOrder, () => ({ order: order() })),
    answer(reviews.createReview, review),
  );
}

function renderDetail(entry = '/order/42') {
  writeSession(authorizedUser({ id: 7 }));
  return renderRoute(<OrderDetailPage />, { path: '/order/:orderId', initialEntry: entry });
}

function reviewRegion() {
  return screen.findByRole('region', { name: 'Review' });
}

describe('order review form', () => {
  it('is not there unless the server says the viewer can review', async () => {
    serve(() => orderFixture({ ...DELIVERED, canReview: false }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it('sends {orderId, rating, comment}, then shows the review in place of the form', async () => {
    let order: OrderView = orderFixture({ ...DELIVERED, canReview: true });
    const api = serve(
      () => order,
      () => {
        const review = { ...REVIEW, comment: 'Lovely, thank you!', rating: 4 };
        order = { ...order, review, canReview: false };
        return ok({ review }, [MESSAGES.reviewSaved]);
      },
    );
    const { user } = renderDetail();
    const region = within(await reviewRegion());
    await user.click(region.getByRole('radio', { name: '4 stars' }));
    await user.type(region.getByRole('textbox', { name: 'Comment (optional)' }), 'Lovely, thank you!');
    await user.click(region.getByRole('button', { name: 'Send review' }));

    await waitFor(() =>
      expect(api.callsOf(reviews.createReview)).toEqual([
        { orderId: 42, rating: 4, comment: 'Lovely, thank you!' },
      ]),
    );
    expect(await screen.findByText('Thank you for your review')).toBeInTheDocument();
    const shown = within(await reviewRegion());
    expect(shown.getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(shown.getByText('Lovely, thank you!')).toBeInTheDocument();
    expect(shown.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it('asks for a rating before sending anything, and leaves out an empty comment', async () => {
    const api = serve(
      () => orderFixture({ ...DELIVERED, canReview: true }),
      () => ({ review: { ...REVIEW, comment: null, rating: 1 } }),
    );
    const { user } = renderDetail();
    const region = within(await reviewRegion());
    await user.click(region.getByRole('button', { name: 'Send review' }));
    expect(region.getByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(api.callsOf(reviews.createReview)).toEqual([]);

    await user.click(region.getByRole('radio', { name: '1 star' }));
    expect(region.queryByText('Choose from 1 to 5 stars')).not.toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Send review' }));
    await waitFor(() =>
      expect(api.callsOf(reviews.createReview)).toEqual([{ orderId: 42, rating: 1, comment: null }]),
    );
    // The empty comment is not sent at all.
    const sent = api.calls.find((call) => call.path === '/secure/review')!;
    expect(sent.body?.has('comment')).toBe(false);
  });

  it('shows the server’s refusal (409 exists), then the review the order already has', async () => {
    let reviewed = false;
    serve(
      () =>
        reviewed
          ? orderFixture({ ...DELIVERED, canReview: false, review: REVIEW })
          : orderFixture({ ...DELIVERED, canReview: true }),
      () => {
        reviewed = true;
        return refuse(409, MESSAGES.reviewExists);
      },
    );
    const { user } = renderDetail();
    const region = within(await reviewRegion());
    await user.click(region.getByRole('radio', { name: '5 stars' }));
    await user.click(region.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has been reviewed already');
    expect(await screen.findByText('Too salty.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This order has been reviewed already');
  });

  it('puts the server’s field errors under the fields', async () => {
    serve(
      () => orderFixture({ ...DELIVERED, canReview: true }),
      () => refuse(400, MESSAGES.validationFailed, { comment: ['forms.validation.tooLong'] }),
    );
    const { user } = renderDetail();
    const region = within(await reviewRegion());
    await user.click(region.getByRole('radio', { name: '3 stars' }));
    await user.type(region.getByRole('textbox', { name: 'Comment (optional)' }), 'x');
    await user.click(region.getByRole('button', { name: 'Send review' }));
    const comment = await region.findByRole('textbox', { name: 'Comment (optional)' });
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    expect(comment).toHaveAccessibleDescription(/Up to 1000 characters/);
  });

  it('lands on #review from the e-mail link', async () => {
    // jsdom has no scrolling: a stand-in records the call, removed after the test.
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    serve(() => orderFixture({ ...DELIVERED, canReview: true }));
    renderDetail('/order/42#review');
    const region = await reviewRegion();
    expect(region).toHaveAttribute('id', 'review');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus());
    expect(scroll).toHaveBeenCalled();
  });
});

describe('order review shown', () => {
  it('shows the review with the chef’s answer to the customer and the chef alike', async () => {
    serve(() =>
      orderFixture({
        ...DELIVERED,
        review: {
          ...REVIEW,
          answer: 'Sorry, I will use less salt.',
          answeredAt: PLACED_MS + 3 * 86_400_000,
        },
      }),
    );
    renderDetail();
    const region = within(await reviewRegion());
    expect(region.getByRole('img', { name: '2 out of 5' })).toBeInTheDocument();
    expect(region.getByText('Ana')).toBeInTheDocument();
    expect(region.getByText('Too salty.')).toBeInTheDocument();
    expect(region.getByText('The chef’s answer')).toBeInTheDocument();
    expect(region.getByText('Sorry, I will use less salt.')).toBeInTheDocument();
  });

  it('speaks Lithuanian', async () => {
    await changeLanguage('lt');
    serve(() => orderFixture({ ...DELIVERED, canReview: true }));
    renderDetail();
    const region = within(await screen.findByRole('region', { name: 'Atsiliepimas' }));
    expect(region.getByRole('radio', { name: '2 žvaigždutės' })).toBeInTheDocument();
    expect(region.getByRole('radio', { name: '1 žvaigždutė' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Siųsti atsiliepimą' })).toBeInTheDocument();
  });
});
