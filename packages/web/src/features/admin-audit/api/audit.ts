import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditAdminsResponse, TAuditListInput, TAuditListResponse } from '@fura/domain/admin-audit';
import { apiPost } from '../../../shared/api/client';

/** React Query keys of the console's log; every key starts with `admin-audit`. */
export const AUDIT_QUERY_KEY = ['admin-audit'] as const;

/** POST /api/admin/audit/list `{ page, adminId?, action?, userId? }` → 50 entries a page, newest first. */
export function useAuditLog(filter: TAuditListInput) {
  return useQuery({
    queryKey: [...AUDIT_QUERY_KEY, 'list', filter] as const,
    queryFn: () => apiPost<TAuditListResponse>('/api/admin/audit/list', filter),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/audit/admins → the admins to filter by. */
export function useAuditAdmins() {
  return useQuery({
    queryKey: [...AUDIT_QUERY_KEY, 'admins'] as const,
    queryFn: () => apiPost<TAuditAdminsResponse>('/api/admin/audit/admins'),
    staleTime: 60_000,
  });
}
