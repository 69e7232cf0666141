import type { z } from 'zod';
import {
  type AssetRequestInput,
  assetRequestSchema,
  DOGE_ADDRESS_TYPE,
  EMAIL_ADDRESS_TYPE,
  NICKNAME_ADDRESS_TYPE,
  type RecipientAddressType,
  TELEGRAM_ADDRESS_TYPE,
} from '@hearth/domain/wallet';

/**
 * Step 0 of the transfer wizard as the form holds it: texts, checked and converted by the domain's
 * assetRequestSchema (the server's own rules) on Exec.
 */
export interface TransferFormValues {
  /** The address type's code as the select holds it: '0' to '3'. */
  recipientAddressType: string;
  recipientAddress: string;
  /** DOGE, as typed ("2.5" or "2,5"). */
  volume: string;
}

/** The domain's schema, typed with the form's values as its input (it takes `unknown` from form bodies). */
export const transferFormSchema = assetRequestSchema as unknown as z.ZodType<
  AssetRequestInput,
  TransferFormValues
>;

/** The step's fields in the order of the form; the server names them the same. */
export const TRANSFER_FIELDS = ['recipientAddressType', 'recipientAddress', 'volume'] as const;

/** A new transfer starts with an e-mail address: the way most users know each other. */
export const EMPTY_TRANSFER: TransferFormValues = {
  recipientAddressType: String(EMAIL_ADDRESS_TYPE),
  recipientAddress: '',
  volume: '',
};

/** What the destination address is for each type, under the field. */
const ADDRESS_HINTS: Record<RecipientAddressType, string> = {
  [DOGE_ADDRESS_TYPE]: 'transfer.hints.doge',
  [TELEGRAM_ADDRESS_TYPE]: 'transfer.hints.telegram',
  [NICKNAME_ADDRESS_TYPE]: 'transfer.hints.nickname',
  [EMAIL_ADDRESS_TYPE]: 'transfer.hints.email',
};

export function addressHintKey(type: string): string {
  return ADDRESS_HINTS[Number(type) as RecipientAddressType] ?? ADDRESS_HINTS[EMAIL_ADDRESS_TYPE];
}
