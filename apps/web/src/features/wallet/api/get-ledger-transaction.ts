import { useQuery } from '@tanstack/react-query';
import { getLedgerTransaction } from '@hearth/domain/contracts/wallet';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';
import { useSession } from '@/shared/session/use-session.ts';

/** GET /secure/ledger?transactionId=: the "See blockchain" page of one ledger transaction. */
export function useLedgerTransaction(transactionId: number) {
  const { profile } = useSession();
  return useQuery({
    ...apiQueryOptions(getLedgerTransaction, { transactionId }),
    select: (model) => model.transaction,
    enabled: profile !== null,
  });
}
