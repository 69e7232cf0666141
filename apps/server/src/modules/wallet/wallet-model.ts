import type { FastifyInstance } from 'fastify';
import type { WithdrawalView } from '@hearth/domain/wallet';
import type { UserLabelRow, WithdrawalRecord, WithdrawalRow } from './wallet-repository.ts';

/** The wallet's rows as the API and the mails show them. */

/**
 * What other wallet users see of a user: the full name, else the profile nickname, else the Telegram
 * nickname, else the e-mail with its local part hidden (whoever found them by a nickname learns no e-mail).
 */
export function userLabel(user: Omit<UserLabelRow, 'id' | 'language'>): string {
  const name = fullName(user);
  if (name) return name;
  if (user.nickname) return user.nickname;
  if (user.telegramNickname) return `@${user.telegramNickname}`;
  const [local = '', domain = ''] = user.email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function fullName(user: { firstName: string | null; lastName: string | null }): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
}

/** The block explorer's page of a sent withdrawal (DOGE_EXPLORER_URL with {txid}); null when unknown. */
export function explorerUrl(
  app: FastifyInstance,
  withdrawal: Pick<WithdrawalRecord, 'status' | 'txid'>,
): string | null {
  const template = app.config.DOGE_EXPLORER_URL;
  if (!template || withdrawal.status !== 'sent' || !withdrawal.txid) return null;
  return template.replace('{txid}', encodeURIComponent(withdrawal.txid));
}

export const WALLET_PAGE = '/board';

export function toWithdrawalView({ withdrawal, user }: WithdrawalRow): WithdrawalView {
  return {
    id: withdrawal.id,
    user: { id: user.id, email: user.email, name: fullName(user) ?? user.nickname },
    address: withdrawal.address,
    amountKoinu: withdrawal.amountKoinu,
    status: withdrawal.status,
    txid: withdrawal.txid,
    reason: withdrawal.reason,
    createdAt: withdrawal.createdAt.getTime(),
    decidedAt: withdrawal.decidedAt?.getTime() ?? null,
    ledgerTransactionId: withdrawal.holdTransactionId,
  };
}
