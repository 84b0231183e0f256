import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '@/test/render-app';
import { financeOperator, OPERATOR_TOKEN, storeOperatorForTest } from '@/backoffice/test/console-stub';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { stubReportsApi, type ReportsStubOptions } from './test/reports-stub';
import { chooseDate } from '@/test/choose-date';

/** 12:00 on 22 Nov 2026 in Bangkok: the default range is 16 to 22 Nov. */
const NOW = new Date('2026-11-22T05:00:00Z');

beforeEach(() => {
  // Only the clock is fake: the screen's requests and timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openReports(options: ReportsStubOptions = {}, path = '/backoffice/reports') {
  storeOperatorForTest(financeOperator);
  const stub = stubReportsApi(options);
  const rendered = renderAppAt(path);
  await screen.findByRole('heading', { name: 'รายงาน', level: 1 });
  return { ...stub, ...rendered };
}

/** The report's rows, once the first answer is drawn. */
const findRows = () => screen.findAllByTestId('daily-report-row');
const rangeOf = (call: { url: URL }) => `${call.url.searchParams.get('start') ?? ''}..${call.url.searchParams.get('end') ?? ''}`;
const cellOf = (row: HTMLElement, figure: string) => row.querySelector(`[data-figure="${figure}"]`)?.textContent;

describe('the daily report', () => {
  it('shows the last 7 Bangkok days, one row each with money in baht, and the totals', async () => {
    const { reportCalls } = await openReports();
    const rows = await findRows();
    expect(reportCalls.map(rangeOf)).toEqual(['2026-11-16..2026-11-22']);
    expect(rows.map((row) => row.getAttribute('data-day'))).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    const [first] = rows;
    if (!first) throw new Error('no rows');
    expect(within(first).getByRole('rowheader').textContent).toBe('16 พ.ย. 2569');
    expect(cellOf(first, 'depositSatang')).toBe('10,000.16');
    expect(cellOf(first, 'grossGamingRevenueSatang')).toBe('-1,234.56');
    expect(cellOf(first, 'depositCount')).toBe('16');

    const totals = screen.getByTestId('daily-report-totals');
    expect(within(totals).getByRole('rowheader').textContent).toBe('รวม');
    expect(cellOf(totals, 'depositSatang')).toBe('70,001.33');
    expect(cellOf(totals, 'withdrawalSatang')).toBe('28,003.50');
    // Four even days lost 1,234.56 each, three odd ones won 2,000.00.
    expect(cellOf(totals, 'grossGamingRevenueSatang')).toBe('1,061.76');
    expect(cellOf(totals, 'newMembers')).toBe('21');
    expect(screen.getByTestId('report-range').textContent).toBe('16 พ.ย. 2569 ถึง 22 พ.ย. 2569 · 7 วัน');
  });

  it('keeps a new range in the address and asks for it', async () => {
    const { reportCalls, router } = await openReports();
    await findRows();
    chooseDate('ตั้งแต่วันที่', '2026-11-01');
    chooseDate('ถึงวันที่', '2026-11-10');
    fireEvent.click(screen.getByRole('button', { name: 'ดูรายการ' }));

    await vi.waitFor(() => {
      expect(screen.getAllByTestId('daily-report-row')).toHaveLength(10);
    });
    expect(router.state.location.search).toBe('?start=2026-11-01&end=2026-11-10');
    expect(reportCalls.map(rangeOf)).toContain('2026-11-01..2026-11-10');
  });

  it('opens on the range of the address', async () => {
    const { reportCalls } = await openReports({}, '/backoffice/reports?start=2026-10-30&end=2026-11-02');
    expect(await findRows()).toHaveLength(4);
    expect(reportCalls.map(rangeOf)).toEqual(['2026-10-30..2026-11-02']);
    expect(screen.getByLabelText<HTMLButtonElement>('ตั้งแต่วันที่').value).toBe('2026-10-30');
    expect(screen.getByLabelText('ตั้งแต่วันที่').textContent).toBe('30 ต.ค. 2569');
  });

  it('refuses a range over 92 days beside the field without asking', async () => {
    const { reportCalls } = await openReports();
    await findRows();
    chooseDate('ตั้งแต่วันที่', '2026-08-01');
    fireEvent.click(screen.getByRole('button', { name: 'ดูรายการ' }));
    expect(await findFieldError(screen.getByLabelText('ถึงวันที่'))).toBe('เลือกได้ไม่เกิน 92 วัน');
    expect(reportCalls).toHaveLength(1);
  });

  it("shows the server's Thai refusal of a range too long in the address", async () => {
    await openReports({}, '/backoffice/reports?start=2026-01-01&end=2026-11-22');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดรายงานไม่สำเร็จ');
    expect(alert.textContent).toContain('ช่วงวันที่ไม่ถูกต้อง (เลือกได้ไม่เกิน 92 วัน)');
  });

  it('says when nothing happened in the range', async () => {
    await openReports({ isEmpty: true });
    expect(await screen.findByText('ไม่มียอดในช่วงวันที่นี้')).toBeTruthy();
    expect(screen.queryByTestId('daily-report-table')).toBeNull();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const { reportCalls } = await openReports({ reportRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => {
      expect(reportCalls.length).toBeGreaterThan(1);
    });
  });

  it("downloads the CSV with the operator's token, under the server's file name", async () => {
    const objectUrls: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      objectUrls.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { reportCalls } = await openReports({}, '/backoffice/reports?start=2026-11-01&end=2026-11-10');
    await findRows();

    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' }));
    await findToast('ดาวน์โหลด daily-report-2026-11-01-2026-11-10.csv แล้ว');
    const csvCalls = reportCalls.filter((call) => call.url.pathname.endsWith('/daily.csv'));
    expect(csvCalls.map(rangeOf)).toEqual(['2026-11-01..2026-11-10']);
    expect(csvCalls[0]?.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
    expect(saved).toEqual([{ href: 'blob:report', download: 'daily-report-2026-11-01-2026-11-10.csv' }]);
    const bytes = new Uint8Array(await (objectUrls[0] ?? new Blob()).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('shows a refused download beside the button', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    await openReports({ csvRefusal: { status: 403, code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' } });
    await findRows();
    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' }));
    expect((await screen.findByTestId('csv-download-error')).textContent).toBe('ดาวน์โหลดไฟล์ไม่สำเร็จ: บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
