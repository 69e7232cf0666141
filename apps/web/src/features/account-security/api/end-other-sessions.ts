import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions } from '@hearth/domain/contracts/accounts';
import { callApi, invalidateAfter } from '@/shared/api/contract-client.ts';

/** POST /secure/sessions-end-others {}: ends every session of the user but this one; the list is read again either way. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endOtherSessions),
    onSettled: () => invalidateAfter(queryClient, endOtherSessions),
  });
}
