import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import './skeleton.css';

export type SkeletonShape = 'lines' | 'cards' | 'page' | 'table';

interface SkeletonProps {
  /**
   * lines: a few lines of text; cards: a list of cards (a title and two lines each); table: rows of a
   * table; page: a heading, a picture-sized block and lines (a dish or a chef page).
   */
  shape?: SkeletonShape;
  /** How many lines, cards or rows. */
  count?: number;
  /** Extra class names, e.g. the page's own frame. */
  className?: string;
  /** False for the second skeleton of one page, so that "Loading…" is announced once. */
  announce?: boolean;
}

function Lines({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // Each line's width comes from its place (app/styles.css), so that a block of them reads as text
        // rather than as bars; a class, not a style attribute, which the server-rendered HTML may not carry.
        <span key={i} className="skeleton__line skeleton__line--text" />
      ))}
    </>
  );
}

/**
 * The shape of what is loading, in place of a blank area or a lone spinner: grey lines and cards that
 * shimmer (still when the reader prefers reduced motion). Announced once as "Loading…" to assistive
 * technology; the shapes themselves are hidden from it.
 */
export function Skeleton({ shape = 'lines', count = 3, className, announce = true }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      role={announce ? 'status' : undefined}
    >
      {announce && <span className="visually-hidden">{t('common.loading')}</span>}
      <div className="skeleton__shapes" aria-hidden="true">
        {shape === 'lines' && <Lines count={count} />}
        {shape === 'cards' &&
          Array.from({ length: count }, (_, i) => (
            <div key={i} className="skeleton__card">
              <span className="skeleton__line skeleton__line--title" />
              <Lines count={2} />
            </div>
          ))}
        {shape === 'table' &&
          Array.from({ length: count }, (_, i) => <span key={i} className="skeleton__line skeleton__row" />)}
        {shape === 'page' && (
          <>
            <span className="skeleton__line skeleton__line--heading" />
            <span className="skeleton__block" />
            <Lines count={count} />
          </>
        )}
      </div>
    </div>
  );
}
