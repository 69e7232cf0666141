import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordProof, PasswordStateModel } from '@hearth/domain/accounts';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { SECURITY_QUERY_KEY } from './security-query-key.ts';

/** What a password change needs (proof): the current password, a mailed code, or nothing. */
export type PasswordStatus = PasswordStateModel;
export type { PasswordProof };

const PROOFS: readonly string[] = ['current-password', 'pin', 'none'] satisfies PasswordProof[];

/** GET /secure/password: {hasPassword, proof}. */
export async function fetchPasswordStatus(): Promise<PasswordStatus> {
  const model = requireModel((await apiGet<Partial<PasswordStatus>>('/secure/password')).model);
  const valid = typeof model.hasPassword === 'boolean' && PROOFS.includes(model.proof ?? '');
  return requireModel(valid ? (model as PasswordStatus) : null);
}

/** Keyed by the user: another login on this browser never sees the last one's answer. */
export const passwordStatusQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...SECURITY_QUERY_KEY, userId, 'password'] as const,
    queryFn: fetchPasswordStatus,
  });

export function usePasswordStatus() {
  const { profile } = useSession();
  return useQuery({ ...passwordStatusQueryOptions(profile?.id ?? 0), enabled: profile !== null });
}
