import { auditListResponseSchema } from '@app/contract/admin';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { toAuditQuery, type AuditFilters } from '../audit-filters';
import type { ApiReply } from '@/lib/api-reply';

export type AuditEntry = z.infer<typeof auditListResponseSchema>['data'][number];

/** `GET /api/admin/audit-log` (admins only): the newest entries that match the filters. */
export const listAuditLogApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<AuditEntry[], AuditFilters>({
      query: (filters) => ({ path: '/api/admin/audit-log', query: toAuditQuery(filters) }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? auditListResponseSchema.parse(raw) : (raw as ApiReply<typeof auditListResponseSchema>)).data,
      providesTags: ['AuditLog'],
    }),
  }),
});

export const { useListAuditLogQuery } = listAuditLogApi;
