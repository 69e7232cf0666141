import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerTransactionView } from '@hearth/domain/wallet';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** GET /secure/ledger?transactionId=: the "See blockchain" page of one ledger transaction. */
export async function fetchLedgerTransaction(transactionId: number): Promise<LedgerTransactionView> {
  const query = new URLSearchParams({ transactionId: String(transactionId) });
  const envelope = await apiGet<{ transaction: LedgerTransactionView }>(`/secure/ledger?${query.toString()}`);
  return requireModel(envelope.model?.transaction);
}

export function useLedgerTransaction(transactionId: number) {
  const { profile } = useSession();
  return useQuery(
    queryOptions({
      queryKey: ['ledger', profile?.id ?? 0, transactionId],
      queryFn: () => fetchLedgerTransaction(transactionId),
      enabled: profile !== null,
    }),
  );
}
