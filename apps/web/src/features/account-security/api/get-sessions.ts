import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionView, SessionsModel } from '@hearth/domain/accounts';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { SECURITY_QUERY_KEY } from './security-query-key.ts';

/** One signed-in session of the user (times in epoch seconds; current: this very browser's). */
export type AccountSession = SessionView;

/** GET /secure/sessions: {sessions}, the user's signed-in devices. */
export async function fetchSessions(): Promise<AccountSession[]> {
  const model = requireModel((await apiGet<Partial<SessionsModel>>('/secure/sessions')).model);
  return requireModel(Array.isArray(model.sessions) ? model.sessions : null);
}

export const sessionsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...SECURITY_QUERY_KEY, userId, 'sessions'] as const, queryFn: fetchSessions });

export function useSessions() {
  const { profile } = useSession();
  return useQuery({ ...sessionsQueryOptions(profile?.id ?? 0), enabled: profile !== null });
}
