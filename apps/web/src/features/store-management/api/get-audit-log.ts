import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAuditLog } from '@hearth/domain/contracts/moderation';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /operator/audit-log?page=: who decided what and why, newest first, 50 a page. */
export function useAuditLog(page: number) {
  return useQuery({ ...apiQueryOptions(listAuditLog, { page }), placeholderData: keepPreviousData });
}
