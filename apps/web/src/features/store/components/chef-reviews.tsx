import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { REVIEW_ANSWER_MAX } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import type { ReviewView } from '@hearth/domain/reviews';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { ReviewCard, reviewAuthor } from '@/shared/ui/review-card.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { useAnswerReview, useHideReview } from '../api/review-actions.ts';

// The answer and hide forms (and zod, which checks them) load when the chef or an operator opens one:
// visitors of the chef page never need them.
const ReviewTextForm = lazy(async () => ({
  default: (await import('./review-text-form.tsx')).ReviewTextForm,
}));

/** The operator's reason is kept in the audit log; the same limit as the schema's. */
const HIDE_REASON_MAX = 1000;

interface ChefReviewsProps {
  nickname: string;
  /** The chef looks at their own page: they may answer each review once. */
  isOwner: boolean;
  /** An operator or an admin: they may hide a review, with a reason. */
  isOperator: boolean;
}

/** The chef page's reviews (GET /store/reviews): newest first, with the chef's answers, and "Load more". */
export function ChefReviews({ nickname, isOwner, isOperator }: ChefReviewsProps) {
  const { t } = useTranslation();
  const query = useReviews(nickname);
  const [announcement, setAnnouncement] = useState('');
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section className="chef-reviews" aria-labelledby="store-reviews-title">
      <h2 id="store-reviews-title">{t('reviewsUi.chef.title')}</h2>
      {query.isPending && <p className="muted">{t('common.loading')}</p>}
      {query.isError && reviews.length === 0 && (
        <p className="muted" role="alert">
          {t('reviewsUi.chef.loadFailed')} <LoadError error={query.error} />
        </p>
      )}
      {query.isSuccess && reviews.length === 0 && <p className="muted">{t('reviewsUi.chef.empty')}</p>}
      {reviews.length > 0 && (
        <ul className="chef-reviews__list">
          {reviews.map((review) => (
            <li key={review.id}>
              <ChefReviewItem
                nickname={nickname}
                review={review}
                isOwner={isOwner}
                isOperator={isOperator}
                onDone={setAnnouncement}
              />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && (
        <p className="field__error" role="alert">
          {t('reviewsUi.chef.loadFailed')}
        </p>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={query.isFetchingNextPage || undefined}
          onClick={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          {t('reviewsUi.chef.loadMore')}
        </button>
      )}
      <p className="chef-reviews__status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
  return <>{translateMessage(t, message ?? MESSAGES.serverError)}</>;
}

interface ChefReviewItemProps {
  nickname: string;
  review: ReviewView;
  isOwner: boolean;
  isOperator: boolean;
  /** Told the (translated) sentence to announce after an answer or a hiding. */
  onDone: (text: string) => void;
}

function ChefReviewItem({ nickname, review, isOwner, isOperator, onDone }: ChefReviewItemProps) {
  const { t } = useTranslation();
  const answer = useAnswerReview(nickname);
  const hide = useHideReview(nickname);
  const [open, setOpen] = useState<'answer' | 'hide' | null>(null);
  const name = reviewAuthor(review, t('reviewsUi.review.anonymous'));
  const canAnswer = isOwner && review.answer === null;

  return (
    <ReviewCard review={review}>
      {open === null && (canAnswer || isOperator) && (
        <div className="review-card__tools">
          {canAnswer && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('reviewsUi.chef.answerNamed', { name })}
              onClick={() => setOpen('answer')}
            >
              {t('reviewsUi.chef.answer')}
            </button>
          )}
          {isOperator && (
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('reviewsUi.chef.hideNamed', { name })}
              onClick={() => setOpen('hide')}
            >
              {t('reviewsUi.chef.hide')}
            </button>
          )}
        </div>
      )}
      <Suspense>
        {open === 'answer' && (
          <ReviewTextForm
            field="answer"
            reviewId={review.id}
            label={t('reviewsUi.chef.answerLabel')}
            hint={t('reviewsUi.chef.answerHint', { max: REVIEW_ANSWER_MAX })}
            maxLength={REVIEW_ANSWER_MAX}
            submitLabel={t('reviewsUi.chef.publish')}
            onSubmit={async (text) => {
              await answer.mutateAsync({ reviewId: review.id, answer: text });
              setOpen(null);
              onDone(t(MESSAGES.answerSaved));
            }}
            onCancel={() => setOpen(null)}
          />
        )}
        {open === 'hide' && (
          <ReviewTextForm
            field="reason"
            reviewId={review.id}
            label={t('reviewsUi.chef.hideReason')}
            hint={t('reviewsUi.chef.hideHint')}
            maxLength={HIDE_REASON_MAX}
            submitLabel={t('reviewsUi.chef.hideConfirm')}
            onSubmit={async (text) => {
              await hide.mutateAsync({ reviewId: review.id, reason: text });
              onDone(t(MESSAGES.reviewHidden));
            }}
            onCancel={() => setOpen(null)}
          />
        )}
      </Suspense>
    </ReviewCard>
  );
}
