import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import {
  type LedgerTransactionView,
  type LedgerVerificationView,
  ledgerQuerySchema,
} from '@hearth/domain/wallet';
import { ApiError } from '@/shared/api/api-client.ts';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { useLedgerTransaction } from '../api/get-ledger-transaction.ts';
import { ExplorerLink } from '../components/explorer-link.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { accountLabel, ledgerKindLabel, signedDoge } from '../utils/wallet-labels.ts';
import '@/shared/ui/card-table.css';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { walletTexts } from '../locales/wallet-texts.ts';

addPageTexts(walletTexts);

/**
 * /ledger/:transactionId, the target of "See blockchain" (docs/product.md#the-doge-wallet): one ledger
 * transaction with its hashes and entries, and whether the hash chain recomputes to them. Only its
 * participants and operators get it; anyone else, like a malformed id, reads "Transaction not found".
 */
export function LedgerPage() {
  const { transactionId } = useParams();
  const parsed = ledgerQuerySchema.safeParse({ transactionId });
  return (
    <RequireLogin>
      <div className="page page--medium">
        {parsed.success ? <LedgerTransaction transactionId={parsed.data.transactionId} /> : <NotFound />}
      </div>
    </RequireLogin>
  );
}

function LedgerTransaction({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const transaction = useLedgerTransaction(transactionId);
  if (transaction.isPending) return <PageLoading />;
  if (transaction.isError) {
    if (transaction.error instanceof ApiError && transaction.error.status === 404) return <NotFound />;
    return <LoadFailure message={t('ledger.loadFailed')} onRetry={() => void transaction.refetch()} />;
  }
  return <TransactionCard transaction={transaction.data} />;
}

function TransactionCard({ transaction }: { transaction: LedgerTransactionView }) {
  const { t, i18n } = useTranslation();
  const iso = isoFromMillis(transaction.createdAt);
  return (
    <section className="card ledger-page" aria-labelledby="ledger-title">
      <h1 id="ledger-title">{t('ledger.title', { id: transaction.id })}</h1>
      <Verification verified={transaction.verified} verification={transaction.verification} />
      <dl className="details">
        <dt>{t('ledger.fields.kind')}</dt>
        <dd>{ledgerKindLabel(t, transaction.kind)}</dd>
        <dt>{t('ledger.fields.time')}</dt>
        <dd>
          <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
        </dd>
        <dt>{t('ledger.fields.prevHash')}</dt>
        <dd>
          <code className="ledger-hash">{transaction.prevHash}</code>
        </dd>
        <dt>{t('ledger.fields.hash')}</dt>
        <dd>
          <code className="ledger-hash">{transaction.hash}</code>
        </dd>
      </dl>
      <h2 id="ledger-entries-title">{t('ledger.entries')}</h2>
      <div className="table-scroll">
        <table className="data-table card-table ledger-entries" aria-labelledby="ledger-entries-title">
          <thead>
            <tr>
              <th scope="col">{t('ledger.columns.account')}</th>
              <th scope="col" className="wallet-history__amount">
                {t('ledger.columns.amount')}
              </th>
              <th scope="col">{t('ledger.columns.hash')}</th>
            </tr>
          </thead>
          <tbody>
            {transaction.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('ledger.columns.account')}>{accountLabel(t, entry.account)}</td>
                <td className="wallet-history__amount" data-label={t('ledger.columns.amount')}>
                  {t('wallet.amount', { amount: signedDoge(entry.amountKoinu) })}
                </td>
                <td data-label={t('ledger.columns.hash')}>
                  <code className="ledger-hash">{entry.hash}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="ledger-page__links">
        <ExplorerLink url={transaction.explorerUrl} />
        <Link to="/board">{t('wallet.backToBoard')}</Link>
      </p>
    </section>
  );
}

/**
 * Whether the chain up to this transaction recomputes to the stored hashes: a plain yes, or a clear warning;
 * then where the check started (a signed checkpoint vouches for the entries before it, decision 047).
 */
function Verification({
  verified,
  verification,
}: {
  verified: boolean;
  verification: LedgerVerificationView;
}) {
  const { t } = useTranslation();
  const { fromCheckpoint, upToSeq, broken } = verification;
  return (
    <>
      {verified ? (
        <p className="notice notice--success" role="status">
          {t('ledger.verified')}
        </p>
      ) : (
        <p className="notice notice--error" role="alert">
          {t('ledger.notVerified')}
        </p>
      )}
      <p className="ledger-page__verification">
        {broken?.reason === 'checkpoint'
          ? t('ledger.forgedCheckpoint', { seq: broken.seq })
          : fromCheckpoint
            ? t('ledger.checkedFromCheckpoint', { seq: fromCheckpoint.seq, upTo: upToSeq })
            : t('ledger.checkedFromStart', { upTo: upToSeq })}
      </p>
    </>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="card error-view" aria-labelledby="ledger-missing-title">
      <h1 id="ledger-missing-title">{t(MESSAGES.transactionNotFound)}</h1>
      <div className="form__actions">
        <Link className="button button--primary" to="/board">
          {t('wallet.backToBoard')}
        </Link>
      </div>
    </section>
  );
}
