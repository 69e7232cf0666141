import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { WalletTransaction } from '@hearth/domain/wallet';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';
import {
  counterpartyLabel,
  entryKindLabel,
  signedDoge,
  withdrawalStatusLabel,
} from '../utils/wallet-labels.ts';
import { ledgerPath } from '../utils/wallet-paths.ts';
import { ExplorerLink } from './explorer-link.tsx';
import '@/shared/ui/card-table.css';

/** The wallet's history, newest first: when, what, with whom, how much, a withdrawal's status, the ledger. */
export function WalletHistory({ transactions }: { transactions: readonly WalletTransaction[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="wallet-history-title" className="wallet-board__history-title">
        {t('board.history')}
      </h2>
      {transactions.length === 0 ? (
        <p className="muted">{t('board.empty')}</p>
      ) : (
        <HistoryTable transactions={transactions} />
      )}
    </>
  );
}

function HistoryTable({ transactions }: { transactions: readonly WalletTransaction[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="data-table card-table wallet-history" aria-labelledby="wallet-history-title">
        <thead>
          <tr>
            <th scope="col">{t('board.columns.date')}</th>
            <th scope="col">{t('board.columns.kind')}</th>
            <th scope="col">{t('board.columns.counterparty')}</th>
            <th scope="col" className="wallet-history__amount">
              {t('board.columns.amount')}
            </th>
            <th scope="col">{t('board.columns.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('board.columns.links')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <HistoryRow key={transaction.id} transaction={transaction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryRow({ transaction }: { transaction: WalletTransaction }) {
  const { t, i18n } = useTranslation();
  const { amountKoinu, counterparty, withdrawal } = transaction;
  const iso = isoFromMillis(transaction.createdAt);
  return (
    <tr>
      <td data-label={t('board.columns.date')}>
        <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
      </td>
      <td data-label={t('board.columns.kind')}>{entryKindLabel(t, transaction.kind)}</td>
      <td
        data-label={t('board.columns.counterparty')}
        className={counterparty.kind === 'doge_address' ? 'wallet-address' : undefined}
      >
        {counterpartyLabel(t, counterparty)}
      </td>
      <td
        data-label={t('board.columns.amount')}
        className={`wallet-history__amount ${amountKoinu < 0 ? 'wallet-amount--out' : 'wallet-amount--in'}`}
      >
        {t('wallet.amount', { amount: signedDoge(amountKoinu) })}
      </td>
      <td data-label={t('board.columns.status')}>
        {withdrawal ? withdrawalStatusLabel(t, withdrawal.status) : ''}
      </td>
      <td className="wallet-history__links card-table__links">
        <Link to={ledgerPath(transaction.id)}>{t('wallet.seeBlockchain')}</Link>
        {withdrawal?.status === 'sent' && <ExplorerLink url={withdrawal.explorerUrl} />}
      </td>
    </tr>
  );
}
