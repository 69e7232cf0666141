import { useQuery } from '@tanstack/react-query';
import { getPasswordState } from '@hearth/domain/contracts/accounts';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';
import { useSession } from '@/shared/session/use-session.ts';

/** GET /secure/password: {hasPassword, proof}, what a password change needs (current password, mailed code, nothing). */
export function usePasswordStatus() {
  const { profile } = useSession();
  return useQuery({ ...apiQueryOptions(getPasswordState), enabled: profile !== null });
}
