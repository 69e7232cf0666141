import type { ProfileAddress } from '@hearth/domain/profile';
import { apiPost, type FormBody } from '../../../shared/api/api-client.ts';

/** POST /secure/address: upserts the user's one address; answers the list (model.address). */
export async function saveAddress(body: FormBody): Promise<ProfileAddress | null> {
  const envelope = await apiPost<{ address?: ProfileAddress[] }>('/secure/address', body);
  return envelope.model?.address?.[0] ?? null;
}
