import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

interface RowListProps<T> {
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** The rows' name: each row's legend (with its number) for screen readers. */
  legend: string;
  /** The row the add button appends, made from the rows there are. */
  newRow: (rows: readonly T[]) => T;
  addLabel: string;
  /** A row's fields; `change` merges into that row. */
  children: (row: T, change: (change: Partial<T>) => void) => ReactNode;
}

/**
 * An editable list of the schedule's rows (its weekly hours, its days off and extra days): each row's fields
 * with a remove button, and a button that adds one.
 */
export function RowList<T>({ rows, onChange, legend, newRow, addLabel, children }: RowListProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      {rows.map((row, i) => (
        <fieldset key={i} className="schedule-row">
          <legend className="visually-hidden">{`${legend} ${i + 1}`}</legend>
          {children(row, (change) => onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r))))}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            {t('schedule.remove')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange([...rows, newRow(rows)])}
      >
        {addLabel}
      </button>
    </>
  );
}
