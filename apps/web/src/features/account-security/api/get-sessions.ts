import { useQuery } from '@tanstack/react-query';
import { listSessions } from '@hearth/domain/contracts/accounts';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';
import { useSession } from '@/shared/session/use-session.ts';

/** GET /secure/sessions: the user's signed-in devices (times in epoch seconds; current: this very browser's). */
export function useSessions() {
  const { profile } = useSession();
  return useQuery({
    ...apiQueryOptions(listSessions),
    select: (model) => model.sessions,
    enabled: profile !== null,
  });
}
