import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharpRiseMember } from '@app/contract/sharp-rises';
import { errorResponse } from '@/test/deposit-stub';
import { chooseDate } from '@/test/choose-date';
import { answerExtraRoutes } from '@/test/extra-routes';
import { jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { demoBrand, OPERATOR_TOKEN, storeOperatorForTest, stubConsoleApi, supportOperator } from '@/backoffice/test/console-stub';
import { riseRatio } from './rise-ratio';
import { readSharpRiseDay } from './sharp-rise-day';

/** 12:00 on 21 Nov 2026 in Bangkok. */
const NOW = new Date('2026-11-21T05:00:00Z');

const DEPOSIT_RISE: SharpRiseMember = {
  memberId: '5b2f7c1e-8a1d-4c1e-9a57-2f0f3e4b5c6d',
  username: 'e2edemo',
  name: 'สมชาย ใจดี',
  deposit: { daySatang: 1_500_00, historySatang: 15_000_00, averagePerDaySatang: 500_00, isSharpRise: true },
  loss: { daySatang: 200_00, historySatang: 0, averagePerDaySatang: 0, isSharpRise: false },
};
const LOSS_RISE: SharpRiseMember = {
  memberId: '6c3a8d2f-9b2e-4d2f-8b68-3a1f4e5c6d7e',
  username: 'nong.k',
  name: 'กมล ใจเย็น',
  deposit: { daySatang: 0, historySatang: 0, averagePerDaySatang: 0, isSharpRise: false },
  loss: { daySatang: 1_200_00, historySatang: 3_000_00, averagePerDaySatang: 100_00, isSharpRise: true },
};

interface StubOptions {
  members?: SharpRiseMember[];
  /** The first calls fail with the server's message. */
  refusals?: number;
}

/** The console's stub plus the report, answering every day with `members` and the 30 days before it. */
function stubSharpRisesApi({ members = [DEPOSIT_RISE, LOSS_RISE], refusals = 0 }: StubOptions = {}) {
  const stub = stubConsoleApi();
  const calls: { day: string | null; authorization: string | null; path: string }[] = [];
  let refusalsLeft = refusals;
  answerExtraRoutes(stub.fetchMock, (rawUrl, init) => {
    const url = new URL(rawUrl, 'http://console.test');
    if (!url.pathname.endsWith('/protection/sharp-rises')) return null;
    const day = url.searchParams.get('day');
    calls.push({ day, authorization: new Headers(init?.headers).get('Authorization'), path: url.pathname });
    if (refusalsLeft > 0) {
      refusalsLeft -= 1;
      return errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่' });
    }
    const historyStartDay = day === '2026-11-21' ? '2026-10-22' : '2026-10-15';
    return jsonResponse(200, { data: { day, historyStartDay, members } });
  });
  return { calls };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openFromMenu(options: StubOptions = {}) {
  storeOperatorForTest(supportOperator);
  const stub = stubSharpRisesApi(options);
  const rendered = renderAppAt('/backoffice/today');
  const menu = await screen.findByRole('navigation', { name: 'เมนูหลังบ้าน' });
  fireEvent.click(within(menu).getByRole('link', { name: 'ยอดพุ่งสูง' }));
  await screen.findByRole('heading', { name: 'สมาชิกที่ยอดพุ่งสูง', level: 1 });
  return { ...stub, ...rendered };
}

describe('the sharp-rise report', () => {
  it("is in a support operator's menu and lists today's members, largest first, with the figures that listed them", async () => {
    const { calls, router } = await openFromMenu();
    const rows = await screen.findAllByTestId('sharp-rise-row');
    expect(router.state.location.pathname).toBe('/backoffice/sharp-rises');
    expect(calls).toEqual([{ day: '2026-11-21', authorization: `Bearer ${OPERATOR_TOKEN}`, path: `/api/admin/brands/${demoBrand.id}/protection/sharp-rises` }]);
    expect(rows.map((row) => row.dataset.username)).toEqual(['e2edemo', 'nong.k']);
    expect(screen.getByTestId('sharp-rises-summary').textContent).toBe('21 พ.ย. 2569 · เทียบกับ 22 ต.ค. 2569 ถึง 20 พ.ย. 2569 · 2 คน');

    const [first, second] = rows;
    if (!first || !second) throw new Error('two rows expected');
    const deposit = within(first).getByTestId('sharp-rise-deposit');
    expect(deposit.textContent).toBe('1,500.00เฉลี่ย 500.00/วัน · 3.0 เท่า');
    expect(deposit.dataset.sharpRise).toBe('true');
    expect(within(first).getByTestId('sharp-rise-loss').textContent).toBe('200.00เฉลี่ย 0.00/วัน · ไม่มียอดก่อนหน้า');
    expect(within(first).getByText('ยอดฝากพุ่ง')).toBeTruthy();
    expect(within(first).queryByText('ยอดเสียพุ่ง')).toBeNull();
    expect(within(second).getByTestId('sharp-rise-loss').textContent).toBe('1,200.00เฉลี่ย 100.00/วัน · 12.0 เท่า');
    expect(within(second).getByText('ยอดเสียพุ่ง')).toBeTruthy();

    fireEvent.click(within(first).getByRole('link', { name: 'e2edemo' }));
    expect(router.state.location.pathname).toBe(`/backoffice/members/${DEPOSIT_RISE.memberId}`);
  });

  it('keeps a chosen day in the address and asks for it', async () => {
    const { calls, router } = await openFromMenu();
    await screen.findAllByTestId('sharp-rise-row');
    chooseDate('วันที่', '2026-11-14');
    await vi.waitFor(() => {
      expect(calls.map((call) => call.day)).toEqual(['2026-11-21', '2026-11-14']);
    });
    expect(router.state.location.search).toBe('?day=2026-11-14');
    expect(await screen.findByText(/^14 พ\.ย\. 2569 · เทียบกับ 15 ต\.ค\. 2569 ถึง 13 พ\.ย\. 2569/)).toBeTruthy();
  });

  it('says so when nobody rose sharply', async () => {
    await openFromMenu({ members: [] });
    expect(await screen.findByText('ไม่มีสมาชิกที่ยอดพุ่งสูงในวันที่เลือก')).toBeTruthy();
    expect(screen.queryByTestId('sharp-rises-table')).toBeNull();
  });

  it("shows the server's reason when the list cannot be loaded, and loads it on retry", async () => {
    await openFromMenu({ refusals: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดรายชื่อสมาชิกที่ยอดพุ่งสูงไม่สำเร็จ');
    expect(alert.textContent).toContain('ระบบขัดข้องชั่วคราว กรุณาลองใหม่');
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findAllByTestId('sharp-rise-row')).toHaveLength(2);
  });
});

describe('the helpers of the report', () => {
  it('reads a day from the address only when it is a real day no later than today', () => {
    expect(readSharpRiseDay('2026-11-14', '2026-11-21')).toBe('2026-11-14');
    expect(readSharpRiseDay('2026-11-22', '2026-11-21')).toBe('2026-11-21');
    expect(readSharpRiseDay('2026-02-30', '2026-11-21')).toBe('2026-11-21');
    expect(readSharpRiseDay(null, '2026-11-21')).toBe('2026-11-21');
  });

  it('says how many times the daily average a day is, rounded down to a tenth, and nothing without an average', () => {
    expect(riseRatio(DEPOSIT_RISE.deposit)).toBe(3);
    expect(riseRatio({ daySatang: 1_000_00, historySatang: 7_000_00, averagePerDaySatang: 233_33, isSharpRise: true })).toBe(4.2);
    expect(riseRatio(LOSS_RISE.deposit)).toBeNull();
    expect(riseRatio({ daySatang: 1_000_00, historySatang: -4_900_00, averagePerDaySatang: -163_33, isSharpRise: true })).toBeNull();
  });
});
