import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { SECURITY_QUERY_KEY } from './security-query-key.ts';

/** POST /secure/session-end {sessionId}: ends one session of the user (sessionEnded); 404 when unknown. */
export async function endSession(sessionId: string) {
  return apiPost('/secure/session-end', { sessionId });
}

/** Ends a session, then reads the list again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY }),
  });
}
