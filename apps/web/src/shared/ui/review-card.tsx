import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ReviewView } from '@hearth/domain/reviews';
import { formatDateTime, isoFromMillis } from '../i18n/format.ts';
import { useNamesMarketZone } from '../i18n/use-names-market-zone.ts';
import { ReviewStars } from './star-rating.tsx';

/** The name a review is shown under: the customer's first name, or "A customer". */
export function reviewAuthor(review: ReviewView, anonymous: string): string {
  return review.authorName?.trim() || anonymous;
}

/**
 * One review as pages show it: the stars, who and when, the comment and the chef's answer when there is one.
 * `children` come last (the owner's answer form, the operator's hide form).
 */
export function ReviewCard({ review, children }: { review: ReviewView; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const author = reviewAuthor(review, t('reviewsUi.review.anonymous'));
  const created = isoFromMillis(review.createdAt);
  const namesZone = useNamesMarketZone();
  return (
    <article className="review-card" aria-label={author}>
      <header className="review-card__head">
        <ReviewStars rating={review.rating} />
        <span className="review-card__author">{author}</span>
        <time className="muted small" dateTime={created}>
          {formatDateTime(created, i18n.language, namesZone)}
        </time>
      </header>
      {review.comment && <p className="review-card__comment pre-line">{review.comment}</p>}
      {review.answer && (
        <div className="review-card__answer">
          <p className="review-card__answer-title">{t('reviewsUi.review.chefAnswer')}</p>
          <p className="pre-line">{review.answer}</p>
        </div>
      )}
      {children}
    </article>
  );
}
