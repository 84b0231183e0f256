import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberLimit } from '@app/contract/player-protection';
import { stubApi } from '@/test/api-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createMemberLimit, createUnsetLimits, demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { tightestDepositLimit } from './components/deposit-limit-note';

afterEach(() => vi.unstubAllGlobals());

const LIMITS_PATH = '/api/auth/protection/limits';

/** The limits as the server keeps them: a PUT that sets a first limit applies it, and the next GET shows it. */
function stubLimitsApi(initial: MemberLimit[], language: 'th' | 'en' = 'th') {
  const fetchMock = stubApi({ language });
  let limits = initial;
  const sent: unknown[] = [];
  answerExtraRoutes(fetchMock, (url, init) => {
    if (url !== LIMITS_PATH) return null;
    if ((init?.method ?? 'GET') === 'GET') return jsonResponse(200, { data: limits });
    const body = JSON.parse(String(init?.body)) as { kind: MemberLimit['kind']; period: MemberLimit['period']; amountSatang: number };
    sent.push(body);
    const limit = createMemberLimit(body.kind, body.period, { limitSatang: body.amountSatang });
    limits = limits.map((each) => (each.kind === body.kind && each.period === body.period ? limit : each));
    return jsonResponse(200, { data: { outcome: 'applied', limit } });
  });
  return { sent };
}

function withDepositLimits(overrides: Partial<Record<MemberLimit['period'], Partial<MemberLimit>>>): MemberLimit[] {
  return createUnsetLimits().map((limit) => (limit.kind === 'deposit' ? { ...limit, ...overrides[limit.period] } : limit));
}

describe('the deposit limit on the deposit screens', () => {
  it('prompts a member without a deposit limit to set one, and sets a daily limit from the deposit page itself', async () => {
    const { sent } = stubLimitsApi(createUnsetLimits());
    renderAppAt('/auth/deposit', { member: demoMember });
    const note = await screen.findByTestId('deposit-limit-note');
    expect(note.textContent).toContain('ตั้งวงเงินฝาก');
    expect(note.textContent).toContain('ตั้งครั้งแรกมีผลทันที');

    fireEvent.click(within(note).getByRole('button', { name: 'ตั้งวงเงินรายวัน' }));
    const dialog = await screen.findByTestId('limit-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('ตั้งวงเงินฝากรายวัน');
    fireEvent.change(within(dialog).getByLabelText('วงเงิน (บาท)'), { target: { value: '2,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await vi.waitFor(() => {
      expect(screen.getByTestId('deposit-limit-note').textContent).toContain('วงเงินฝากรายวัน: 2,000.00 บาท · ใช้ไปแล้ว 0.00 บาท');
    });
    expect(screen.getByTestId('deposit-limit-note').textContent).toContain('วงเงินฝากของคุณ');
    expect(sent).toEqual([{ kind: 'deposit', period: 'day', amountSatang: 2_000_00 }]);
  });

  it('shows the deposit limit with the least left in its period, with when it starts again, on the slip page too', async () => {
    stubLimitsApi(withDepositLimits({ day: { limitSatang: 5_000_00, usedSatang: 4_000_00 }, week: { limitSatang: 6_000_00, usedSatang: 4_000_00 } }));
    renderAppAt('/auth/deposit/slip', { member: demoMember });
    const note = await screen.findByTestId('deposit-limit-note');
    await vi.waitFor(() => {
      expect(note.textContent).toContain('วงเงินฝากรายวัน: 5,000.00 บาท · ใช้ไปแล้ว 4,000.00 บาท · เริ่มนับใหม่ 2 ม.ค. 2573 00:00 น.');
    });
    expect(within(note).getByRole('button', { name: 'แก้ไขวงเงินฝากรายวัน' }).textContent).toBe('แก้ไข');
    expect(within(note).getByRole('link', { name: 'วงเงินทั้งหมด' }).getAttribute('href')).toBe('/auth/settings/responsible-gaming');
  });

  it('speaks English to a member who chose it, each button named by the words it shows', async () => {
    stubLimitsApi(createUnsetLimits(), 'en');
    try {
      renderAppAt('/auth/deposit', { member: demoMember });
      const note = await screen.findByTestId('deposit-limit-note');
      await vi.waitFor(() => {
        expect(note.textContent).toContain('Set a deposit limit');
      });
      expect(note.textContent).toContain('A first limit applies at once.');
      within(note).getByRole('button', { name: 'Set a daily limit' });
      within(note).getByRole('link', { name: 'All limits' });
    } finally {
      await i18next.changeLanguage('th');
    }
  });

  it('picks the limit with the least room, ignoring the other kinds and the unset ones', () => {
    const limits = [
      createMemberLimit('loss', 'day', { limitSatang: 10_00 }),
      createMemberLimit('deposit', 'day', { limitSatang: 5_000_00, usedSatang: 1_000_00 }),
      createMemberLimit('deposit', 'week', { limitSatang: 6_000_00, usedSatang: 3_000_00 }),
      createMemberLimit('deposit', 'month'),
    ];
    expect(tightestDepositLimit(limits)?.period).toBe('week');
    expect(tightestDepositLimit(createUnsetLimits())).toBeNull();
  });
});
