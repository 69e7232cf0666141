import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatDoge, type WalletBalance } from '@hearth/domain/wallet';

/** The user's asset volume in DOGE (0 when none). */
export function Balance({ balance, label }: { balance: WalletBalance; label: string }) {
  const { t } = useTranslation();
  return (
    <p className="wallet-balance">
      <span className="wallet-balance__label">{label}</span>{' '}
      <strong className="wallet-balance__amount">
        {t('wallet.amount', { amount: formatDoge(balance.volumeKoinu) })}
      </strong>
    </p>
  );
}
