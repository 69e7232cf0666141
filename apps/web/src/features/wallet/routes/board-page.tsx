import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useWallet } from '../api/get-wallet.ts';
import { Balance } from '../components/balance.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { WalletHistory } from '../components/wallet-history.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { walletTexts } from '../locales/wallet-texts.ts';

addPageTexts(walletTexts);

/** /board: the balance in DOGE under the title, the history, the transfer area tiles. */
export function BoardPage() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('board.title')} className="wallet-board">
      <Board />
    </WalletPage>
  );
}

function Board() {
  const { t } = useTranslation();
  const wallet = useWallet();
  if (wallet.isPending) return <Skeleton shape="table" count={4} />;
  if (wallet.isError) {
    return <LoadFailure message={t('wallet.loadFailed')} onRetry={() => void wallet.refetch()} />;
  }
  return (
    <>
      <Balance balance={wallet.data.balance} label={t('board.balanceLabel')} />
      <WalletHistory transactions={wallet.data.transactions} />
    </>
  );
}
