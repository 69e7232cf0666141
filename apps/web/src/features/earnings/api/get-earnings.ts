import { useQuery } from '@tanstack/react-query';
import { downloadEarningsCsv, getEarnings } from '@hearth/domain/contracts/payouts';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';
import { useSession } from '@/shared/session/use-session.ts';

/** GET /secure/earnings: the signed-in chef's four figures, orders with online money and payouts (behind RequireLogin). */
export function useEarnings() {
  const { profile } = useSession();
  return useQuery({ ...apiQueryOptions(getEarnings), enabled: profile !== null });
}

/** GET /secure/earnings.csv: the same orders as a file, which the browser downloads (an attachment). */
export const EARNINGS_CSV_PATH = downloadEarningsCsv.path;
