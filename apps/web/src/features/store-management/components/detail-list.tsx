import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

/** Label and value pairs, the label first; a value that is empty reads "Not given". */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  const { t } = useTranslation();
  return (
    <dl className="details chef-details">
      {rows.map(([label, value]) => (
        <div key={label} className="chef-details__row">
          <dt>{label}</dt>
          <dd>{value || <span className="muted">{t('storeManagement.notGiven')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
