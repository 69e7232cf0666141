import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '@hearth/domain/profile';
import { apiGet } from '../../../shared/api/api-client.ts';
import { operatorQueryKey } from './get-applications.ts';

export interface AuditLogPage {
  entries: AuditLogEntry[];
  total: number;
}

/** GET /operator/audit-log?page=: who decided what and why, newest first, 50 a page. */
export async function fetchAuditLog(page: number): Promise<AuditLogPage> {
  const envelope = await apiGet<Partial<AuditLogPage>>(`/operator/audit-log?page=${page}`);
  return { entries: envelope.model?.entries ?? [], total: envelope.model?.total ?? 0 };
}

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...operatorQueryKey, 'audit-log', page],
    queryFn: () => fetchAuditLog(page),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
