import { dailyReportResponseSchema } from '@app/contract/admin-reports';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { DateRange } from '@/lib/date-range';
import type { ApiReply } from '@/lib/api-reply';

export type DailyReport = z.infer<typeof dailyReportResponseSchema>['data'];

export interface DailyReportKey extends DateRange {
  brandId: string;
}

export function dailyReportPath(brandId: string, format: 'json' | 'csv'): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/reports/${format === 'csv' ? 'daily.csv' : 'daily'}`;
}

/** `GET /api/admin/brands/{brandId}/reports/daily?start&end`: every Bangkok day of the range (at most 92) and the totals. */
export const getDailyReportApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getDailyReport: build.query<DailyReport, DailyReportKey>({
      query: ({ brandId, start, end }) => ({ path: dailyReportPath(brandId, 'json'), query: { start, end } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? dailyReportResponseSchema.parse(raw) : (raw as ApiReply<typeof dailyReportResponseSchema>)).data,
      providesTags: ['Reports'],
    }),
  }),
});

export const { useGetDailyReportQuery } = getDailyReportApi;
