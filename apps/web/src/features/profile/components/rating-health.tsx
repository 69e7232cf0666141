import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import {
  MODERATION_DECISION_WORKING_DAYS,
  RATING_MIN_AVERAGE,
  RATING_WINDOW_ORDERS,
} from '@hearth/domain/reviews';
import { ApiError } from '@/shared/api/api-client.ts';
import { ChefRatingBadge, formatRating } from '@/shared/ui/star-rating.tsx';
import type { ChefRatingHealth } from '@hearth/domain/reviews';
import { useRatingHealth } from '../api/get-rating-health.ts';

/**
 * The chef's rating health (docs/product.md#reviews-and-the-rating-rule): the average of the last
 * RATING_WINDOW_ORDERS ratings, how far it is from RATING_MIN_AVERAGE, and a warning when one more low rating
 * would suspend the account.
 */
export function RatingHealthBox() {
  const { t, i18n } = useTranslation();
  const query = useRatingHealth();
  const line = formatRating(RATING_MIN_AVERAGE, i18n.language);
  // 403 notAChef: the server does not count this account as a chef (yet): nothing to show.
  if (query.error instanceof ApiError && query.error.status === 403) return null;

  return (
    <section className="rating-health" aria-labelledby="rating-health-title">
      <h2 id="rating-health-title">{t('reviewsUi.health.title')}</h2>
      {query.isPending && <p className="muted">{t('common.loading')}</p>}
      {query.isError && <p className="muted">{t('reviewsUi.health.loadFailed')}</p>}
      {query.data && <HealthFigures health={query.data} line={line} />}
      <p className="muted small">{t('reviewsUi.health.rule', { line, window: RATING_WINDOW_ORDERS })}</p>
    </section>
  );
}

function HealthFigures({ health, line }: { health: ChefRatingHealth; line: string }) {
  const { t, i18n } = useTranslation();
  if (health.average === null) return <p>{t('reviewsUi.health.noRatings')}</p>;
  const format = (value: number) => formatRating(value, i18n.language, 2);
  return (
    <>
      {health.suspends && (
        <p className="notice notice--error" role="alert">
          {t('reviewsUi.health.suspended', {
            window: RATING_WINDOW_ORDERS,
            line,
            days: MODERATION_DECISION_WORKING_DAYS,
          })}
        </p>
      )}
      {health.atRisk && (
        <p className="notice notice--error" role="alert">
          {t('reviewsUi.health.atRisk')}
        </p>
      )}
      <dl className="facts rating-health__facts">
        <div>
          <dt>{t('reviewsUi.health.lastAverage', { count: health.window.length })}</dt>
          <dd>{format(health.average)}</dd>
        </div>
        {health.margin !== null && (
          <div>
            <dt>{t('reviewsUi.health.distance', { line })}</dt>
            <dd className={health.margin < 0 ? 'rating-health__below' : undefined}>
              {health.margin === 0
                ? t('reviewsUi.health.exactly')
                : t(health.margin > 0 ? 'reviewsUi.health.above' : 'reviewsUi.health.below', {
                    margin: format(Math.abs(health.margin)),
                  })}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('reviewsUi.health.overall')}</dt>
          <dd>
            <ChefRatingBadge rating={{ average: health.overallAverage, count: health.count }} />
          </dd>
        </div>
      </dl>
      {health.margin === null && (
        <p className="muted">
          {t('reviewsUi.health.notYet', { window: RATING_WINDOW_ORDERS, count: health.window.length })}
        </p>
      )}
    </>
  );
}
