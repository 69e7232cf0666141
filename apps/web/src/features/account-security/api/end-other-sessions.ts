import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { SECURITY_QUERY_KEY } from './security-query-key.ts';

/** POST /secure/sessions-end-others {}: ends every session of the user but this one (otherSessionsEnded). */
export async function endOtherSessions() {
  return apiPost('/secure/sessions-end-others');
}

/** Ends the other sessions, then reads the list again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY }),
  });
}
