import type { TFunction } from '@/shared/i18n/translator.ts';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import {
  CANCELLATION_NOTICE_HOURS,
  REFUND_WORKING_DAYS,
  type CancellationTerms,
  type OrderParty,
} from '@hearth/domain/orders';

interface CancellationPreviewProps {
  terms: CancellationTerms | null;
  /** Who cancels: the customer reads "you get back", the chef or an operator "the customer gets back". */
  party: OrderParty;
}

/**
 * What cancelling now returns or costs (the information page's rule, as the server computed it for this
 * viewer), shown before the cancellation is confirmed.
 */
export function CancellationPreview({ terms, party }: CancellationPreviewProps) {
  const { t } = useTranslation();
  return <p className="cancellation-preview">{previewText(t, terms, party)}</p>;
}

function previewText(t: TFunction, terms: CancellationTerms | null, party: OrderParty): string {
  if (!terms) return t('ordersPage.dialogs.cancelText');
  if (terms.kind === 'penalty') {
    return t('ordersPage.cancellation.penalty', {
      hours: CANCELLATION_NOTICE_HOURS,
      cost: formatEurCents(terms.productCostCents),
      penalty: formatEurCents(terms.penaltyCents),
      due: formatEurCents(terms.dueCents),
    });
  }
  if (terms.refundCents <= 0) return t('ordersPage.cancellation.nothingPaid');
  const days = REFUND_WORKING_DAYS;
  const refund = formatEurCents(terms.refundCents);
  if (party !== 'customer') return t('ordersPage.cancellation.customerRefund', { refund, days });
  if (terms.commissionCents <= 0) return t('ordersPage.cancellation.refundAll', { refund, days });
  return t('ordersPage.cancellation.refund', {
    refund,
    days,
    paid: formatEurCents(terms.refundCents + terms.commissionCents),
    commission: formatEurCents(terms.commissionCents),
  });
}
