import { MESSAGES } from '@hearth/domain/messages';
import type { MerchantInfo } from '@hearth/domain/profile';
import { apiPost, type FormBody } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

export interface SavedMerchantInfo {
  merchantInfo: MerchantInfo;
  /** pages.profile.applicationSubmitted when this save submitted the application, else "profile updated". */
  message: string;
}

/** POST /secure/merchant-info (hourRate in cents, kitchenType comma-separated): the chef section. */
export async function saveMerchantInfo(body: FormBody): Promise<SavedMerchantInfo> {
  const envelope = await apiPost<{ merchantInfo?: MerchantInfo; legalInfo?: MerchantInfo }>(
    '/secure/merchant-info',
    body,
  );
  return {
    merchantInfo: requireModel(envelope.model?.merchantInfo ?? envelope.model?.legalInfo),
    message: envelope.messages[0]?.message ?? MESSAGES.profileUpdated,
  };
}
