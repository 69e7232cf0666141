import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { MerchantStatus } from '@hearth/domain/fields';

export const MERCHANT_STATUS_LABELS: Record<MerchantStatus, string> = {
  pending: 'merchantStatus.pending',
  approved: 'merchantStatus.approved',
  rejected: 'merchantStatus.rejected',
  suspended: 'merchantStatus.suspended',
};

/** A chef application's status as a small coloured label. */
export function MerchantStatusBadge({ status }: { status: MerchantStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${status}`}>
      {t(MERCHANT_STATUS_LABELS[status] ?? status)}
    </span>
  );
}
