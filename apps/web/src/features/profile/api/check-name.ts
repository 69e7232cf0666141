import { queryOptions } from '@tanstack/react-query';
import type { NameAvailability } from '@hearth/domain/profile';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** POST /check-name {name}: is this profile link free? The user's own current one counts as free. */
export async function checkName(name: string): Promise<NameAvailability> {
  const envelope = await apiPost<{ nameAvailability?: NameAvailability }>('/check-name', { name });
  return requireModel(envelope.model?.nameAvailability);
}

/** A read, although a POST: cached a little, so a blur and the save that follows ask once. */
export const checkNameQueryOptions = (userId: number, name: string) =>
  queryOptions({
    queryKey: ['check-name', userId, name.toLowerCase()],
    queryFn: () => checkName(name),
    staleTime: 15_000,
    retry: false,
  });
