import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import type { ExecutedTransfer } from '@hearth/domain/wallet';
import { ledgerPath } from '../utils/wallet-paths.ts';
import { StepHeading } from './step-heading.tsx';

/** Step 2: "Transaction succeed", the blockchain text and the "See blockchain" link. */
export function TransferDone({ transfer, onAnother }: { transfer: ExecutedTransfer; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="transfer-step transfer-done">
      <StepHeading focus>{t(MESSAGES.transferDone)}</StepHeading>
      <p>{t('transfer.done.blockchain')}</p>
      {transfer.withdrawal && <p className="notice notice--info">{t('transfer.done.withdrawal')}</p>}
      <p>
        <Link to={ledgerPath(transfer.ledgerTransactionId)}>{t('wallet.seeBlockchain')}</Link>
      </p>
      <div className="form__actions">
        <Link className="button button--ghost" to="/board">
          {t('wallet.backToBoard')}
        </Link>
        <button type="button" className="button button--primary" onClick={onAnother}>
          {t('transfer.done.another')}
        </button>
      </div>
    </div>
  );
}
