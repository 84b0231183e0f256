import type { DailyFigures } from '@app/contract/admin-reports';
import { addDays, countDaysInclusive } from '@/lib/bangkok-date';
import { answerExtraRoutes } from '@/test/extra-routes';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { jsonResponse } from '@/test/fixtures';
import { stubConsoleApi } from '@/backoffice/test/console-stub';
import { REPORT_COLUMNS } from '../report-columns';

type Figures = Omit<DailyFigures, 'day'>;

/** The figures of every day the stub answers: some money each day, GGR negative on even days. */
export function figuresOf(day: string): Figures {
  const dayOfMonth = Number(day.slice(8));
  return {
    depositSatang: 10_000_00 + dayOfMonth,
    depositCount: dayOfMonth,
    withdrawalSatang: 4_000_50,
    withdrawalCount: 2,
    bonusSatang: 150_00,
    grossGamingRevenueSatang: dayOfMonth % 2 === 0 ? -1_234_56 : 2_000_00,
    affiliateCommissionSatang: 25_25,
    lossReturnSatang: 99_99,
    newMembers: 3,
  };
}

/** A day with nothing in it. */
function zeroFigures(): Figures {
  const figures = figuresOf('2026-01-01');
  for (const { figure } of REPORT_COLUMNS) figures[figure] = 0;
  return figures;
}

export interface ReportsStubOptions {
  /** Answers every report with no activity at all. */
  isEmpty?: boolean;
  reportRefusal?: StubbedError;
  csvRefusal?: StubbedError;
}

export interface ReportCall {
  url: URL;
  authorization: string | null;
}

export const CSV_TEXT = '\uFEFFวันที่,ยอดฝาก (บาท)\r\nรวม,0.00\r\n';

/**
 * The console's stub plus the two report routes, answering as the server does: every day of the
 * range listed, oldest first, with the totals; the CSV as a file with its Content-Disposition. A
 * range over 92 days is refused with the server's Thai message.
 */
export function stubReportsApi(options: ReportsStubOptions = {}) {
  const stub = stubConsoleApi();
  const reportCalls: ReportCall[] = [];
  answerExtraRoutes(stub.fetchMock, (rawUrl, init) => {
    const url = new URL(rawUrl, 'http://console.test');
    if (!/^\/api\/admin\/brands\/[^/]+\/reports\/daily(\.csv)?$/.test(url.pathname)) return null;
    reportCalls.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    const start = url.searchParams.get('start') ?? '';
    const end = url.searchParams.get('end') ?? '';
    const dayCount = countDaysInclusive(start, end);
    if (dayCount < 1 || dayCount > 92) {
      return errorResponse({ status: 400, code: 'DATE_RANGE_INVALID', message: 'ช่วงวันที่ไม่ถูกต้อง (เลือกได้ไม่เกิน 92 วัน)', field: 'end' });
    }
    if (url.pathname.endsWith('.csv')) {
      if (options.csvRefusal) return errorResponse(options.csvRefusal);
      return new Response(CSV_TEXT, {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="daily-report-${start}-${end}.csv"` },
      });
    }
    if (options.reportRefusal) return errorResponse(options.reportRefusal);
    const days = Array.from({ length: dayCount }, (_, index) => {
      const day = addDays(start, index);
      return { day, ...(options.isEmpty ? zeroFigures() : figuresOf(day)) };
    });
    const totals = zeroFigures();
    for (const { figure } of REPORT_COLUMNS) totals[figure] = days.reduce((sum, day) => sum + day[figure], 0);
    return jsonResponse(200, { data: { days, totals } });
  });
  return { ...stub, reportCalls };
}
