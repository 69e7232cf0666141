import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { RATING_MAX } from '@hearth/domain/constants';
import type { ChefRating } from '@hearth/domain/reviews';

/** The locale of numbers in each language: "4.6" in English, "4,6" in Lithuanian. */
const NUMBER_LOCALES: Record<string, string> = { en: 'en-IE', lt: 'lt-LT' };

/** A rating as the reader's language writes it, with at most `digits` decimals ("4.6", "4,55"). */
export function formatRating(value: number, language: string, digits = 1): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language] ?? 'en-IE', {
    minimumFractionDigits: 1,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Five stars, the first `value` of them filled (half-up for averages); decoration only. */
export function Stars({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <span className="stars" aria-hidden="true">
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <span key={index} className={index < filled ? 'stars__star stars__star--on' : 'stars__star'}>
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * A chef's rating: stars, the average and the count, read as one phrase ("4.6 out of 5, 12 reviews"); "New"
 * when the chef has no (visible) review yet, or the server did not say.
 */
export function ChefRatingBadge({ rating }: { rating: ChefRating | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!rating || rating.average === null || rating.count === 0) {
    return (
      <span className="chef-rating chef-rating--new" role="img" aria-label={t('reviewsUi.stars.newLabel')}>
        <span aria-hidden="true">{t('reviewsUi.stars.new')}</span>
      </span>
    );
  }
  const average = formatRating(rating.average, i18n.language);
  return (
    <span
      className="chef-rating"
      role="img"
      aria-label={t('reviewsUi.stars.summary', { average, count: rating.count })}
    >
      <Stars value={rating.average} />
      <span className="chef-rating__average" aria-hidden="true">
        {average}
      </span>
      <span className="chef-rating__count" aria-hidden="true">
        ({rating.count})
      </span>
    </span>
  );
}

/** One review's rating: stars with the text alternative "4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="review-stars" role="img" aria-label={t('reviewsUi.stars.rated', { rating })}>
      <Stars value={rating} />
    </span>
  );
}
