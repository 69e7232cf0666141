import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PAYOUT_MESSAGES } from '../payouts.ts';
import {
  assetRequestSchema,
  confirmTransferSchema,
  executedTransferModel,
  ledgerQuerySchema,
  ledgerTransactionViewModel,
  requestedTransferModel,
  walletModel,
  withdrawalDecisionSchema,
  withdrawalListModel,
  withdrawalListQuerySchema,
  withdrawalViewModel,
} from '../wallet.ts';
import { defineContract } from './contract.ts';

/**
 * The DOGE wallet (decision 024): the balance and history, transfers confirmed by an e-mailed pin, the
 * ledger page, and the operators' withdrawal queue.
 */

const operators = {
  resource: 'wallet',
  roles: ['operator'],
  forbidden: MESSAGES.moderationNotAllowed,
} as const;

export const getWallet = defineContract({
  name: 'getWallet',
  resource: 'wallet',
  method: 'GET',
  path: '/secure/wallet',
  summary: "The signed-in user's DOGE balance and their newest wallet transactions.",
  roles: ['customer'],
  model: walletModel,
  errors: [],
});

export const requestTransfer = defineContract({
  name: 'requestTransfer',
  resource: 'wallet',
  method: 'POST',
  path: '/secure/asset-request',
  summary:
    'Starts a DOGE transfer to a user or a Doge address and e-mails the pin that confirms it; nothing moves yet.',
  roles: ['customer'],
  // Moving coins needs a proved address (docs/decisions/043).
  verified: true,
  input: { body: assetRequestSchema },
  model: z.object({ transfer: requestedTransferModel }),
  errors: [MESSAGES.insufficientFunds, MESSAGES.recipientNotFound, MESSAGES.transferToSelf],
});

export const confirmTransfer = defineContract({
  name: 'confirmTransfer',
  resource: 'wallet',
  method: 'POST',
  path: '/secure/confirm-transfer',
  summary:
    "Executes the caller's newest pending transfer with its e-mailed pin; to a Doge address it waits for an operator.",
  roles: ['customer'],
  verified: true,
  // A malformed pin is refused as a wrong one.
  input: { body: confirmTransferSchema, invalid: MESSAGES.invalidPin },
  model: z.object({ transfer: executedTransferModel }),
  errors: [
    MESSAGES.invalidPin,
    MESSAGES.tooManyPinAttempts,
    MESSAGES.noPendingTransfer,
    MESSAGES.insufficientFunds,
  ],
});

export const getLedgerTransaction = defineContract({
  name: 'getLedgerTransaction',
  resource: 'wallet',
  method: 'GET',
  path: '/secure/ledger',
  summary:
    'One ledger transaction with its entries and hashes, and whether the chain verifies up to it, for a party to it or an operator.',
  roles: ['customer'],
  input: { query: ledgerQuerySchema },
  model: z.object({ transaction: ledgerTransactionViewModel }),
  errors: [MESSAGES.transactionNotFound],
});

export const listWithdrawals = defineContract({
  ...operators,
  name: 'listWithdrawals',
  method: 'GET',
  path: '/operator/withdrawals',
  summary:
    'Withdrawals to Doge addresses, the waiting ones (the queue) or all, newest first, a page at a time.',
  input: { query: withdrawalListQuerySchema },
  model: withdrawalListModel,
  errors: [],
});

export const decideWithdrawal = defineContract({
  ...operators,
  name: 'decideWithdrawal',
  method: 'POST',
  path: '/operator/withdrawal-decision',
  summary:
    "Marks a waiting withdrawal sent with its on-chain transaction id, or rejects it with a reason (the coins go back); never the operator's own.",
  input: { body: withdrawalDecisionSchema },
  model: z.object({ withdrawal: withdrawalViewModel }),
  errors: [MESSAGES.withdrawalNotFound, PAYOUT_MESSAGES.ownWithdrawal, MESSAGES.withdrawalAlreadyDecided],
  // The decision is written to the audit log.
  changes: ['moderation'],
});
