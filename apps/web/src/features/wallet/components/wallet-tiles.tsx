import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

const TILES = [
  { to: '/board', title: 'wallet.tiles.board', text: 'wallet.tiles.boardText' },
  { to: '/execute', title: 'wallet.tiles.execute', text: 'wallet.tiles.executeText' },
  { to: '/buy', title: 'wallet.tiles.buy', text: 'wallet.tiles.buyText' },
] as const;

/** The transfer area tiles (/execute, /buy): the same row on every wallet page; the current one is marked. */
export function WalletTiles() {
  const { t } = useTranslation();
  return (
    <nav className="wallet-tiles" aria-label={t('wallet.tiles.label')}>
      <ul>
        {TILES.map((tile) => (
          <li key={tile.to}>
            <NavLink to={tile.to} end className="wallet-tile">
              <span className="wallet-tile__title">{t(tile.title)}</span>
              <span className="wallet-tile__text">{t(tile.text)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
