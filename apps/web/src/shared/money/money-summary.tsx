import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { type MoneyRow, moneyRows, type OrderMoney } from '@hearth/domain/order-money';
import './money-summary.css';

type RowKey = MoneyRow['key'];

const LINE_KEYS: Record<RowKey, string> = {
  subtotal: 'money.lines.subtotal',
  serviceFee: 'money.lines.serviceFee',
  governmentFee: 'money.lines.governmentFee',
  paymentGatewayFee: 'money.lines.paymentGatewayFee',
  cardIncentive: 'money.lines.cardIncentive',
  total: 'money.lines.total',
  payNow: 'money.lines.payNow',
  payAtVisit: 'money.lines.payAtVisit',
  payAfterVisit: 'money.lines.payAfterVisit',
  refundAfterVisit: 'money.lines.refundAfterVisit',
};

const EXPLAIN_KEYS: Record<RowKey, string> = {
  subtotal: 'money.explain.subtotal',
  serviceFee: 'money.explain.serviceFee',
  governmentFee: 'money.explain.governmentFee',
  paymentGatewayFee: 'money.explain.paymentGatewayFee',
  cardIncentive: 'money.explain.cardIncentive',
  total: 'money.explain.total',
  payNow: 'money.explain.payNow',
  payAtVisit: 'money.explain.payAtVisit',
  payAfterVisit: 'money.explain.payAfterVisit',
  refundAfterVisit: 'money.explain.refundAfterVisit',
};

/** The i18n key of a money row's label (`money.lines.<key>`), for screens that show one row on its own. */
export const moneyLineKey = (key: RowKey): string => LINE_KEYS[key];
/** The i18n key of the sentence that says who is paid, when and why (`money.explain.<key>`). */
export const moneyExplainKey = (key: RowKey): string => EXPLAIN_KEYS[key];

/** The rows whose sentence is worth reading every time: the split of the total and the card incentive. */
function explained(row: MoneyRow): boolean {
  return row.kind === 'when' || row.key === 'cardIncentive';
}

interface MoneySummaryProps {
  money: OrderMoney;
  /**
   * full: each payment of the split says under its amount who is paid, when and why; compact (a card in a
   * list): the amounts only, the sentences behind a disclosure.
   */
  variant?: 'full' | 'compact';
  /** A new breakdown is being computed: the shown one is marked busy. */
  updating?: boolean;
}

/**
 * What an order costs and how it is paid, as `moneyRows` lists it (packages/domain/order-money.ts): the
 * dishes and the fees that make up the total, then the split of the total into what is paid now online,
 * in cash at the visit, online after the visit, and what is refunded after it.
 */
export function MoneySummary({ money, variant = 'full', updating = false }: MoneySummaryProps) {
  const { t } = useTranslation();
  const splitId = useId();
  const rows = moneyRows(money);
  const parts = rows.filter((row) => row.kind !== 'when');
  const split = rows.filter((row) => row.kind === 'when');
  const inline = variant === 'full';

  const renderRow = (row: MoneyRow) => (
    <div key={row.key} className={`money-summary__row money-summary__row--${row.kind}`} data-money={row.key}>
      <dt>{t(LINE_KEYS[row.key])}</dt>
      <dd className="money-summary__amount">{formatEurCents(row.amount)}</dd>
      {inline && explained(row) && <dd className="money-summary__explain">{t(EXPLAIN_KEYS[row.key])}</dd>}
    </div>
  );

  return (
    <div className="money-summary" aria-busy={updating || undefined} data-testid="money-summary">
      <dl className="money-summary__list">{parts.map(renderRow)}</dl>
      <p className="money-summary__caption" id={splitId}>
        {t('money.split')}
      </p>
      <dl className="money-summary__list money-summary__list--split" aria-labelledby={splitId}>
        {split.map(renderRow)}
      </dl>
      {!inline && (
        <details className="money-summary__more">
          <summary>{t('money.whatItMeans')}</summary>
          <dl className="money-summary__meanings">
            {rows.filter(explained).map((row) => (
              <div key={row.key}>
                <dt>{t(LINE_KEYS[row.key])}</dt>
                <dd>{t(EXPLAIN_KEYS[row.key])}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
