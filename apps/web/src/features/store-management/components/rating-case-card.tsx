import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { RATING_MAX, RATING_MIN_AVERAGE, type RatingCaseView } from '@hearth/domain/reviews';
import { DetailList } from './detail-list.tsx';
import { Moment } from './moment.tsx';
import { RatingCaseActions } from './rating-case-actions.tsx';

type RatingCaseStatus = RatingCaseView['status'];

const STATUS_LABELS: Record<RatingCaseStatus, string> = {
  open: 'storeManagement.ratingCases.statuses.open',
  reinstated: 'storeManagement.ratingCases.statuses.reinstated',
  confirmed: 'storeManagement.ratingCases.statuses.confirmed',
};

/** Waiting for a decision, chef back, suspension kept. */
const STATUS_BADGES: Record<RatingCaseStatus, string> = {
  open: 'status-badge--pending',
  reinstated: 'status-badge--approved',
  confirmed: 'status-badge--suspended',
};

/** The chef's name, else the profile link, else the e-mail. */
export function ratingCaseChefName(chef: RatingCaseView['chef']): string {
  return chef.name?.trim() || chef.nickname || chef.email;
}

/** An average rating as the reader's language writes numbers ("4.2", "4,2"). */
function formatAverage(average: number, language: string): string {
  return average.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

interface RatingCaseCardProps {
  ratingCase: RatingCaseView;
  onDecided: (text: string) => void;
}

/**
 * One case: the chef, the ratings that suspended them, when it opened and by when it must be decided; while
 * open, the decisions. A case past its deadline says so in words (a badge), not only in colour.
 */
export function RatingCaseCard({ ratingCase, onDecided }: RatingCaseCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { chef } = ratingCase;
  const name = ratingCaseChefName(chef);
  const overdue = ratingCase.status === 'open' && ratingCase.overdue;
  const rows: [string, ReactNode][] = [
    [
      t('storeManagement.ratingCases.chef'),
      <>
        {chef.name && <span>{chef.name} </span>}
        {chef.nickname && <Link to={`/store/${encodeURIComponent(chef.nickname)}`}>@{chef.nickname}</Link>}
      </>,
    ],
    [t('storeManagement.fields.email'), <a href={`mailto:${chef.email}`}>{chef.email}</a>],
    [
      t('storeManagement.ratingCases.ratings'),
      ratingCase.ratings.length > 0 && (
        <span className="rating-case__ratings">
          {ratingCase.ratings.map((rating) => `${rating}/${RATING_MAX}`).join(', ')}
        </span>
      ),
    ],
    [
      t('storeManagement.ratingCases.raters'),
      ratingCase.raters?.length > 0 && (
        <ul className="rating-case__raters">
          {ratingCase.raters.map((rater) => (
            <li key={rater.customerId}>
              {t('storeManagement.ratingCases.rater', {
                name: rater.name ? `${rater.name} (${rater.email})` : rater.email,
                reviews: rater.reviews,
                ratings: rater.ratings.map((rating) => `${rating}/${RATING_MAX}`).join(', '),
              })}
            </li>
          ))}
        </ul>
      ),
    ],
    [
      t('storeManagement.ratingCases.average'),
      t('storeManagement.ratingCases.averageValue', {
        average: formatAverage(ratingCase.average, i18n.language),
        minimum: formatAverage(RATING_MIN_AVERAGE, i18n.language),
      }),
    ],
    [t('storeManagement.ratingCases.openedAt'), <Moment ms={ratingCase.openedAt} />],
    [
      t('storeManagement.ratingCases.deadline'),
      <span className={overdue ? 'rating-case__deadline--overdue' : undefined}>
        <Moment ms={ratingCase.deadline} />
      </span>,
    ],
  ];
  // The decision's date and reason exist only once it is decided.
  if (ratingCase.decidedAt !== null) {
    rows.push([t('storeManagement.ratingCases.decidedAt'), <Moment ms={ratingCase.decidedAt} />]);
  }
  if (ratingCase.reason) {
    rows.push([
      t('storeManagement.ratingCases.reason'),
      <span className="pre-line">{ratingCase.reason}</span>,
    ]);
  }

  return (
    <article
      className={`chef-card rating-case${overdue ? ' rating-case--overdue' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="withdrawal-card__head">
        <h3 id={titleId}>{name}</h3>
        {/* A status this client does not know yet is shown as the server names it. */}
        <span className={`status-badge ${STATUS_BADGES[ratingCase.status] ?? 'status-badge--pending'}`}>
          {t(STATUS_LABELS[ratingCase.status] ?? ratingCase.status)}
        </span>
        {/* Decision 049: a review case left the chef listed; older answers carry no kind. */}
        <span className="status-badge status-badge--pending">
          {t(`storeManagement.ratingCases.kinds.${ratingCase.kind ?? 'suspension'}`)}
        </span>
        {overdue && (
          <span className="status-badge status-badge--overdue">
            {t('storeManagement.ratingCases.overdue')}
          </span>
        )}
      </header>
      <DetailList rows={rows} />
      {ratingCase.status === 'open' && (
        <RatingCaseActions ratingCase={ratingCase} name={name} onDecided={onDecided} />
      )}
    </article>
  );
}
