import { queryOptions } from '@tanstack/react-query';
import type { MerchantInfo } from '@hearth/domain/profile';
import { apiGet } from '../../../shared/api/api-client.ts';

/** GET /secure/merchant-info: the user's chef profile (model.merchantInfo), null when never submitted. */
export async function fetchMerchantInfo(): Promise<MerchantInfo | null> {
  const envelope = await apiGet<{ merchantInfo?: MerchantInfo | null; legalInfo?: MerchantInfo | null }>(
    '/secure/merchant-info',
  );
  return envelope.model?.merchantInfo ?? envelope.model?.legalInfo ?? null;
}

export const merchantInfoQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['profile', userId, 'merchant-info'], queryFn: fetchMerchantInfo });
