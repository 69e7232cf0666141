/** The wallet's addresses: the "See blockchain" page of a transaction, and where Stripe returns a top-up. */

export function ledgerPath(transactionId: number): string {
  return `/ledger/${transactionId}`;
}

/** The return_url of a top-up paid on Stripe's page: /buy says how it went (redirect_status). */
export const TOP_UP_RETURN_PATH = '/buy?topUp=done';

/** A block explorer's page may be followed only over http(s): never a javascript: or data: address. */
export function safeExplorerUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}
