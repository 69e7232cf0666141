import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { safeExplorerUrl } from '../utils/wallet-paths.ts';

/** The block explorer's page of a sent withdrawal (DOGE_EXPLORER_URL), in a new tab; nothing without one. */
export function ExplorerLink({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation();
  const href = safeExplorerUrl(url);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t('wallet.explorer')}
      <span className="visually-hidden"> {t('wallet.newTab')}</span>
    </a>
  );
}
