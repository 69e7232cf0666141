import type { ReactNode } from 'react';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { WalletTiles } from './wallet-tiles.tsx';
import './wallet.css';

interface WalletPageProps {
  title: string;
  /** The card's own class (wallet-board, wallet-transfer, wallet-buy). */
  className: string;
  children: ReactNode;
}

/** The frame of /board, /execute and /buy: a login first, the transfer area tiles, then the page's card. */
export function WalletPage({ title, className, children }: WalletPageProps) {
  return (
    <RequireLogin>
      <div className="page wallet-page">
        <WalletTiles />
        <section className={`card ${className}`} aria-labelledby="wallet-page-title">
          <h1 id="wallet-page-title">{title}</h1>
          {children}
        </section>
      </div>
    </RequireLogin>
  );
}
