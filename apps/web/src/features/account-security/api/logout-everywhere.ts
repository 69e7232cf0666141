import { logoutEverywhere } from '@hearth/domain/contracts/accounts';
import { useLogout } from '@/shared/session/use-logout.ts';

/** POST /secure/logout-everywhere {}: ends every session of the user, this one too; then as a logout. */
export function useLogoutEverywhere() {
  return useLogout(logoutEverywhere.path);
}
