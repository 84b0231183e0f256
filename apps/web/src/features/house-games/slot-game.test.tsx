import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBaht } from '@app/contract/money-format';
import { stubApi } from '@/test/api-stub';
import { STUB_CLIENT_SEED, STUB_LAUNCH_TOKEN, STUB_PLAY_TOKEN, STUB_SERVER_SEED } from '@/test/house-stub';
import { renderAppAt } from '@/test/render-app';
import { callsTo, expectedOutcome, findBalance, shownSlotGrid } from './house-test-support';

const SLOT_LAUNCH_PATH = `/play/house?game=house-slot&token=${STUB_LAUNCH_TOKEN}`;

function spinButton(): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'หมุน' });
}

function expectedSlot(nonce: number, betSatang: number, clientSeed = STUB_CLIENT_SEED) {
  const outcome = expectedOutcome({ game: 'house-slot', betSatang }, nonce, STUB_SERVER_SEED, clientSeed);
  if (outcome.game !== 'house-slot') throw new Error('the stub drew no slot round');
  return outcome;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('slot screen', () => {
  it('opens from the launch link, drops the single-use token from the address and keeps the play token for a reload', async () => {
    const fetchMock = stubApi({ house: { game: 'house-slot', balanceSatang: 1_000_00 } });
    const { router } = renderAppAt(SLOT_LAUNCH_PATH);
    await findBalance('฿1,000.00');
    expect(screen.getByRole('heading', { name: 'สยามเซเว่น', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/play/house');
    expect(router.state.location.search).toBe('?game=house-slot');
    expect(window.sessionStorage.getItem('house-play-token:house-slot')).toBe(STUB_PLAY_TOKEN);
    expect(callsTo(fetchMock, '/api/house/session')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'กลับหน้าเว็บ' }).getAttribute('href')).toBe('/auth/dashboard');
  });

  it('spins once at the chosen bet and shows exactly the grid the server drew, its winning line and the win', async () => {
    // This client seed's first spin pays twice its stake, so the balance must move to be right.
    const clientSeed = 'stub-client-seed-28';
    const fetchMock = stubApi({ house: { game: 'house-slot', balanceSatang: 1_000_00, clientSeed } });
    renderAppAt(SLOT_LAUNCH_PATH);
    await findBalance('฿1,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'เดิมพัน 20 บาท' }));
    expect(screen.getByText('ไลน์ละ ฿2.00 × 10 ไลน์')).toBeTruthy();
    fireEvent.click(spinButton());

    const expected = expectedSlot(0, 20_00, clientSeed);
    const result = await screen.findByTestId('round-result');
    expect(shownSlotGrid()).toEqual(expected.slot.grid);
    // Three bells on line 5 pay twenty line bets of 2 baht.
    expect(expected.slot.lineWins).toEqual([{ line: 4, symbol: 'BELL', count: 3, winSatang: 40_00 }]);
    expect(result.textContent).toContain('ชนะ ฿40.00');
    expect(result.textContent).toContain('ไลน์ 5 · ระฆัง × 3');
    const winning = within(screen.getByTestId('slot-grid'))
      .getAllByTestId('slot-cell')
      .filter((cell) => cell.dataset.winning === 'true');
    expect(winning.map((cell) => cell.dataset.symbol)).toEqual(['BELL', 'BELL', 'BELL']);
    await findBalance('฿1,020.00');
    const spins = callsTo(fetchMock, '/api/house/slot/spin');
    expect(spins).toHaveLength(1);
    expect(JSON.parse(String(spins[0]?.body))).toEqual({ betSatang: 20_00 });
    expect(spins[0]?.headers.get('x-play-token')).toBe(STUB_PLAY_TOKEN);
  });

  it('keeps the spin button disabled until the next spin time, then spins again', async () => {
    const fetchMock = stubApi({ house: { game: 'house-slot', balanceSatang: 1_000_00, spinGapMs: 1_200 } });
    renderAppAt(SLOT_LAUNCH_PATH);
    await findBalance('฿1,000.00');
    fireEvent.click(spinButton());
    await screen.findByTestId('round-result');
    const answeredAt = Date.now();

    expect(spinButton().disabled).toBe(true);
    expect(screen.getByTestId('spin-cooldown').textContent).toMatch(/^หมุนได้อีกครั้งใน \d\.\d วินาที$/);
    fireEvent.click(spinButton());
    expect(callsTo(fetchMock, '/api/house/slot/spin')).toHaveLength(1);

    await vi.waitFor(() => expect(spinButton().disabled).toBe(false), { timeout: 3_000, interval: 50 });
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1_000);
    expect(screen.getByTestId('spin-cooldown').textContent).toBe('');

    fireEvent.click(spinButton());
    const second = expectedSlot(1, 1_00);
    await vi.waitFor(() => expect(shownSlotGrid()).toEqual(second.slot.grid));
    // The first spin at 1 baht paid back its stake; the second costs 1 baht and pays what it drew.
    await findBalance(`฿${formatBaht(1_000_00 - 1_00 + second.winSatang)}`);
    expect(callsTo(fetchMock, '/api/house/slot/spin')).toHaveLength(2);
  });

  it('shows a refusal in Thai beside the button and keeps the chosen bet', async () => {
    stubApi({
      house: { game: 'house-slot', balanceSatang: 50_00, refusals: { spin: { status: 422, code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' } } },
    });
    renderAppAt(SLOT_LAUNCH_PATH);
    await findBalance('฿50.00');
    fireEvent.click(screen.getByRole('button', { name: 'เดิมพัน 100 บาท' }));
    fireEvent.click(spinButton());

    expect((await screen.findByTestId('play-error')).textContent).toBe('ยอดเงินไม่เพียงพอ');
    expect(screen.getByRole('button', { name: 'เดิมพัน 100 บาท' }).getAttribute('aria-pressed')).toBe('true');
    expect(spinButton().disabled).toBe(false);
    expect(screen.getByTestId('play-balance').textContent).toBe('฿50.00');
  });

  it('lists the paytable, the ten lines and the 96 % return', async () => {
    stubApi({ house: { game: 'house-slot' } });
    renderAppAt(SLOT_LAUNCH_PATH);
    const paytable = await screen.findByTestId('slot-paytable');
    const seven = within(paytable).getByRole('row', { name: /เจ็ด/ });
    expect(
      within(seven)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['×200', '×950', '×4,000']);
    expect(screen.getAllByText('RTP 96%').length).toBeGreaterThan(0);
    expect(screen.getByText('ไลน์ 10')).toBeTruthy();
    // Rules keep each Thai phrase whole in its own element, so their text is read from the panel.
    expect(screen.getByRole('tabpanel').textContent).toContain('หมุนได้ครั้งละหนึ่งรอบ เว้นระยะ 2.5 วินาที ไม่มีระบบหมุนอัตโนมัติ');
  });

  it('lists the round in the history with a link that prefills the verifier', async () => {
    stubApi({ house: { game: 'house-slot' } });
    renderAppAt(SLOT_LAUNCH_PATH);
    await findBalance('฿1,000.00');
    fireEvent.click(spinButton());
    await screen.findByTestId('round-result');

    fireEvent.click(screen.getByRole('tab', { name: 'ประวัติ' }));
    const rows = await screen.findAllByTestId('house-round');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('สยามเซเว่น');
    expect(rows[0]?.textContent).toContain('เดิมพัน ฿1.00 · ลำดับรอบ (nonce) 0');
    const verify = within(rows[0] as HTMLElement).getByRole('link', { name: 'ตรวจสอบ' });
    const query = new URLSearchParams(verify.getAttribute('href')?.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({ game: 'house-slot', nonce: '0', betSatang: '100', clientSeed: 'stub-client-seed' });
    // The server seed is still secret until the seed is changed.
    expect(query.has('serverSeed')).toBe(false);
  });
});
