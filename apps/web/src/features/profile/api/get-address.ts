import { queryOptions } from '@tanstack/react-query';
import type { ProfileAddress } from '@hearth/domain/profile';
import { apiGet } from '../../../shared/api/api-client.ts';

/** GET /secure/address: a list; the profile uses the first. */
export async function fetchAddress(): Promise<ProfileAddress | null> {
  const envelope = await apiGet<{ address?: ProfileAddress[] }>('/secure/address');
  return envelope.model?.address?.[0] ?? null;
}

export const addressQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['profile', userId, 'address'], queryFn: fetchAddress });
