import { buildClientHeaders } from '@/lib/client-headers';
import { REQUEST_TIMEOUT_MS } from '@/config/limits';
import { failureFromResponse, failureWithoutResponse, readJson, type ApiFailure } from '@/lib/api-client';
import { readStoredOperatorSession } from '@/backoffice/session/operator-session-storage';
import { fileNameFromContentDisposition } from '../content-disposition';
import { dailyReportPath, type DailyReportKey } from './get-daily-report';

export type CsvDownload = { ok: true; blob: Blob; fileName: string } | { ok: false; failure: ApiFailure };

/**
 * `GET /api/admin/brands/{brandId}/reports/daily.csv?start&end` as a file. A plain link cannot
 * carry the operator's bearer token, and the shared client reads JSON only; a Blob is not
 * serialisable, so it stays out of the RTK Query cache. Refusals come back as the client's own
 * failures, with the server's Thai message.
 */
export async function downloadDailyReportCsv(key: DailyReportKey, fetchFn: typeof fetch = globalThis.fetch): Promise<CsvDownload> {
  const headers = new Headers(buildClientHeaders(navigator.userAgent));
  headers.set('Accept', 'text/csv');
  const token = readStoredOperatorSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const url = `${dailyReportPath(key.brandId, 'csv')}?${new URLSearchParams({ start: key.start, end: key.end }).toString()}`;
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    const response = await fetchFn(url, { headers, signal });
    if (!response.ok) return { ok: false, failure: failureFromResponse(response.status, await readJson(response)) };
    const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? `daily-report-${key.start}-${key.end}.csv`;
    return { ok: true, blob: await response.blob(), fileName };
  } catch {
    return { ok: false, failure: failureWithoutResponse(signal.aborted ? 'timeout' : 'network') };
  }
}
