import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { TransferWizard } from '../components/transfer-wizard.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { walletTexts } from '../locales/wallet-texts.ts';

addPageTexts(walletTexts);

/** /execute: the transfer area tiles and the crypto transfer wizard. */
export function ExecutePage() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('transfer.title')} className="wallet-transfer">
      <p className="lead">{t('transfer.lead')}</p>
      <TransferWizard />
    </WalletPage>
  );
}
