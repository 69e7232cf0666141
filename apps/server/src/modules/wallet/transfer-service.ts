import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import {
  DOGE_ADDRESS_TYPE,
  TELEGRAM_ADDRESS_TYPE,
  type AssetRequestInput,
  type ExecutedTransfer,
  type RequestedTransfer,
} from '@hearth/domain/wallet';
import type { Tx } from '../../db/database.ts';
import { Conflict, Invalid } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { checkPin, sendPin, type PinDelivery } from '../auth/pin-service.ts';
import * as ledgerRepo from './ledger-repository.ts';
import { accountsOf, InsufficientFunds, postTransaction } from './ledger-service.ts';
import { userLabel, WALLET_PAGE } from './wallet-model.ts';
import * as repo from './wallet-repository.ts';
import { publicPageUrl } from '../../config.ts';

/**
 * Transfers (the transfer wizard; docs/product.md#the-doge-wallet): a request checks the amount and
 * the recipient and e-mails a pin; the pin executes the newest pending transfer of its sender exactly once,
 * to another user or, for a Doge address, into the operators' withdrawal queue with the amount held.
 */

const HOUR = 3600;

/**
 * A look-up that finds nobody counts this many times in the look-up limits: a sender who mistyped once
 * barely notices, someone combing the user list runs out after a few guesses (decision 045).
 */
const MISS_WEIGHT = 3;

/** Every transfer request of a sender, whether its recipient is found or not. */
function senderLimitKey(senderId: number): string {
  return `asset-request:user:${senderId}`;
}

/** The pin of a transfer confirms that transfer only (not a sign-in, not another transfer). */
export function transferPinPurpose(transferId: number): string {
  return `transfer:${transferId}`;
}

/** The user's balance in koinu: 0 before their first coins. */
export async function balanceOf(app: FastifyInstance, userId: number): Promise<number> {
  return (await ledgerRepo.findUserAccount(app.db, userId))?.balance ?? 0;
}

/**
 * POST /secure/asset-request. Refused without a change: an amount above the balance, an unknown recipient,
 * the sender themselves. Otherwise the transfer waits (pending, replacing an older pending one of the
 * sender) for the pin e-mailed in the sender's language, with the sign-in pins' rules and limits. Answers
 * whether the pin's mail went out or waits for the mail server (the answer's message says which).
 */
export async function requestTransfer(
  app: FastifyInstance,
  sender: SessionUser,
  input: AssetRequestInput & { clientIp: string },
): Promise<{ transfer: RequestedTransfer; pinDelivery: PinDelivery }> {
  // Every request counts, whatever it names, before anything is looked up: a request past the limit is
  // refused the same way whether its recipient exists or not. Each found recipient costs a transfer pin
  // of the same hourly number, so this limit is always reached first (decision 045).
  await app.hitRateLimit(senderLimitKey(sender.id), app.config.PIN_SENDS_PER_HOUR, HOUR);
  if (input.volume > (await balanceOf(app, sender.id))) {
    throw new Invalid(MESSAGES.insufficientFunds, { volume: [MESSAGES.insufficientFunds] });
  }
  const recipientUserId = await resolveRecipient(app, sender, input);
  const transfer = await app.db.transaction((tx) =>
    repo.replacePendingTransfer(tx, {
      senderId: sender.id,
      recipientType: input.recipientAddressType,
      recipientAddress: input.recipientAddress,
      recipientUserId,
      amountKoinu: input.volume,
      createdAt: app.clock(),
    }),
  );
  let pinDelivery: PinDelivery;
  try {
    pinDelivery = await sendPin(app, {
      email: sender.email,
      purpose: transferPinPurpose(transfer.id),
      language: sender.language,
      clientIp: input.clientIp,
      signedInUserId: sender.id,
      mail: {
        template: 'transfer-pin',
        params: {
          amountKoinu: transfer.amountKoinu,
          recipient: transfer.recipientAddress,
          recipientKind: recipientUserId === null ? 'doge_address' : 'user',
        },
      },
    });
  } catch (error) {
    // No pin (sends are rate limited): a transfer nobody can confirm must not stay pending.
    await repo.cancelTransfer(app.db, transfer.id);
    throw error;
  }
  return {
    transfer: {
      id: transfer.id,
      amountKoinu: transfer.amountKoinu,
      recipientType: input.recipientAddressType,
      recipientAddress: transfer.recipientAddress,
    },
    pinDelivery,
  };
}

/**
 * The platform user the address names (null for a Doge address); unknown and oneself are refused. Look-ups
 * are limited per sender (in requestTransfer), per client address and per recipient across all senders, so
 * more accounts alone do not buy more guesses. The limits are hit before the look-up and a miss's extra
 * weight is added after it without refusing, so no answer but recipientNotFound depends on the recipient.
 */
async function resolveRecipient(
  app: FastifyInstance,
  sender: SessionUser,
  input: AssetRequestInput & { clientIp: string },
): Promise<number | null> {
  const type = input.recipientAddressType;
  if (type === DOGE_ADDRESS_TYPE) return null;
  const address =
    type === TELEGRAM_ADDRESS_TYPE ? input.recipientAddress.replace(/^@/, '') : input.recipientAddress;
  const perHour = app.config.PIN_SENDS_PER_HOUR;
  const limits: [key: string, limit: number][] = [
    // The same key for every spelling the look-up treats alike.
    [`recipient-lookup:recipient:${type}:${address.toLowerCase()}`, perHour * 4],
    [`recipient-lookup:ip:${input.clientIp}`, perHour * 2],
  ];
  for (const [key, limit] of limits) await app.hitRateLimit(key, limit, HOUR);
  const recipient = await repo.findRecipient(app.db, type, address);
  if (!recipient) {
    for (const [key, limit] of [...limits, [senderLimitKey(sender.id), perHour] as const]) {
      await app.withinRateLimit(key, limit, HOUR, MISS_WEIGHT - 1);
    }
    throw new Invalid(MESSAGES.recipientNotFound, { recipientAddress: [MESSAGES.recipientNotFound] });
  }
  if (recipient.id === sender.id) {
    throw new Invalid(MESSAGES.transferToSelf, { recipientAddress: [MESSAGES.transferToSelf] });
  }
  return recipient.id;
}

/**
 * POST /secure/confirm-transfer: the pin of the sender's newest pending transfer executes it. A wrong,
 * expired or used pin changes nothing (five wrong: 429). When the coins were spent meanwhile the transfer is
 * cancelled, since its pin is spent too.
 */
export async function confirmTransfer(
  app: FastifyInstance,
  sender: SessionUser,
  pin: string,
): Promise<ExecutedTransfer> {
  const transfer = await repo.findNewestPendingTransfer(app.db, sender.id);
  if (!transfer) throw new Conflict(MESSAGES.noPendingTransfer);
  await checkPin(app, { email: sender.email, purpose: transferPinPurpose(transfer.id), pin });
  try {
    return await executeTransfer(app, transfer.id);
  } catch (error) {
    if (error instanceof InsufficientFunds) await repo.cancelTransfer(app.db, transfer.id);
    throw error;
  }
}

/**
 * Executes a confirmed transfer in one transaction, exactly once: under the transfer's lock it must still
 * be pending; the ledger transaction (key `transfer-{id}`) moves the coins to the recipient, or to the
 * withdrawals account with a withdrawal request; the transfer is completed with it. Throws
 * InsufficientFunds, and keeps nothing, when the sender cannot afford it any more.
 */
export async function executeTransfer(app: FastifyInstance, transferId: number): Promise<ExecutedTransfer> {
  return app.db.transaction(async (tx) => {
    const transfer = await repo.lockTransfer(tx, transferId);
    if (!transfer || transfer.status !== 'pending') throw new Conflict(MESSAGES.noPendingTransfer);
    const { senderId, recipientUserId, amountKoinu } = transfer;
    const at = app.clock();
    const accounts = await accountsOf(
      tx,
      recipientUserId === null ? [senderId] : [senderId, recipientUserId],
    );
    const { transaction } = await postTransaction(tx, {
      kind: recipientUserId === null ? 'withdrawal_hold' : 'transfer',
      idempotencyKey: `transfer-${transfer.id}`,
      entries: [
        { accountId: accounts.users.get(senderId)!, amount: -amountKoinu },
        {
          accountId:
            recipientUserId === null ? accounts.system.withdrawals : accounts.users.get(recipientUserId)!,
          amount: amountKoinu,
        },
      ],
      at,
    });
    await repo.completeTransfer(tx, transfer.id, { ledgerTransactionId: transaction.id, completedAt: at });
    if (recipientUserId === null) {
      await repo.insertWithdrawal(tx, {
        transferId: transfer.id,
        userId: senderId,
        address: transfer.recipientAddress,
        amountKoinu,
        holdTransactionId: transaction.id,
        createdAt: at,
      });
    } else {
      await mailRecipient(app, tx, { senderId, recipientUserId, amountKoinu });
    }
    return {
      id: transfer.id,
      ledgerTransactionId: transaction.id,
      amountKoinu,
      withdrawal: recipientUserId === null,
    };
  });
}

/** "You received DOGE", in the recipient's language, kept or dropped with the transfer itself. */
async function mailRecipient(
  app: FastifyInstance,
  tx: Tx,
  transfer: { senderId: number; recipientUserId: number; amountKoinu: number },
): Promise<void> {
  const people = await repo.findUsers(tx, [transfer.senderId, transfer.recipientUserId]);
  const sender = people.find((u) => u.id === transfer.senderId)!;
  const recipient = people.find((u) => u.id === transfer.recipientUserId)!;
  await app.mail.enqueue(
    {
      to: recipient.email,
      template: 'doge-received',
      language: recipient.language,
      params: {
        amountKoinu: transfer.amountKoinu,
        from: userLabel(sender),
        walletUrl: publicPageUrl(app.config, WALLET_PAGE),
      },
    },
    tx,
  );
}
