import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '@hearth/domain/contracts/accounts';
import { callApi, invalidateAfter } from '@/shared/api/contract-client.ts';

/**
 * POST /secure/session-end {sessionId}: ends one session of the user (sessionEnded); 404 when unknown. The list
 * is read again either way: a session the server does not know is gone from it too.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callApi(endSession, { sessionId }),
    onSettled: () => invalidateAfter(queryClient, endSession),
  });
}
