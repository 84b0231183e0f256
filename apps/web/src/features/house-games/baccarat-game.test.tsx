import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBaht } from '@app/contract/money-format';
import { stubApi } from '@/test/api-stub';
import { STUB_LAUNCH_TOKEN } from '@/test/house-stub';
import { renderAppAt } from '@/test/render-app';
import { callsTo, expectedOutcome, findBalance, shownCards } from './house-test-support';

const BACCARAT_LAUNCH_PATH = `/play/house?game=house-baccarat&token=${STUB_LAUNCH_TOKEN}`;

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('baccarat screen', () => {
  it('deals one hand on the chosen side and shows the cards, totals, winner and payout the server drew', async () => {
    const fetchMock = stubApi({ house: { game: 'house-baccarat', balanceSatang: 1_000_00 } });
    renderAppAt(BACCARAT_LAUNCH_PATH);
    await findBalance('฿1,000.00');
    fireEvent.click(screen.getByRole('button', { name: /เจ้ามือ/ }));
    fireEvent.click(screen.getByRole('button', { name: 'เดิมพัน 50 บาท' }));
    fireEvent.click(screen.getByRole('button', { name: 'แจกไพ่' }));

    const expected = expectedOutcome({ game: 'house-baccarat', betSatang: 50_00, side: 'banker' }, 0);
    if (expected.game !== 'house-baccarat') throw new Error('the stub drew no baccarat hand');
    const result = await screen.findByTestId('round-result');
    const cardsOf = (hand: typeof expected.hand.player) => hand.map((card) => `${String(card.rank)}/${card.suit}`);
    expect(shownCards(screen.getByTestId('baccarat-player'))).toEqual(cardsOf(expected.hand.player));
    expect(shownCards(screen.getByTestId('baccarat-banker'))).toEqual(cardsOf(expected.hand.banker));
    expect(screen.getByTestId('baccarat-player-total').textContent).toBe(`${String(expected.hand.playerTotal)} แต้ม`);
    expect(screen.getByTestId('baccarat-banker-total').textContent).toBe(`${String(expected.hand.bankerTotal)} แต้ม`);
    // The stub's seeds deal 7 against 4: the player wins, so a banker bet is lost.
    expect(expected.hand.winner).toBe('player');
    expect(screen.getByTestId('baccarat-winner').textContent).toBe('ผู้เล่นชนะ');
    expect(result.textContent).toContain('คุณแทงเจ้ามือ ฿50.00');
    expect(result.textContent).toContain('เสียเดิมพัน ฿50.00');
    await findBalance(`฿${formatBaht(1_000_00 - 50_00)}`);
    expect(JSON.parse(String(callsTo(fetchMock, '/api/house/baccarat/deal')[0]?.body))).toEqual({ side: 'banker', betSatang: 50_00 });
    expect(screen.getByRole('button', { name: /เจ้ามือ/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pays a winning player bet one to one', async () => {
    stubApi({ house: { game: 'house-baccarat', balanceSatang: 1_000_00 } });
    renderAppAt(BACCARAT_LAUNCH_PATH);
    await findBalance('฿1,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'แจกไพ่' }));
    expect((await screen.findByTestId('round-result')).textContent).toContain('ได้รับ ฿20.00');
    await findBalance('฿1,010.00');
  });

  it('shows a refusal in Thai and keeps the side and chip', async () => {
    stubApi({
      house: { game: 'house-baccarat', balanceSatang: 5_00, refusals: { deal: { status: 422, code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' } } },
    });
    renderAppAt(BACCARAT_LAUNCH_PATH);
    await findBalance('฿5.00');
    fireEvent.click(screen.getByRole('button', { name: /เสมอ/ }));
    fireEvent.click(screen.getByRole('button', { name: 'แจกไพ่' }));
    expect((await screen.findByTestId('play-error')).textContent).toBe('ยอดเงินไม่เพียงพอ');
    expect(screen.getByRole('button', { name: /เสมอ/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'เดิมพัน 10 บาท' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('states the payouts: player 1:1, banker 0.95:1, tie 8:1, and a tie returns player and banker bets', async () => {
    stubApi({ house: { game: 'house-baccarat' } });
    renderAppAt(BACCARAT_LAUNCH_PATH);
    const rules = (await screen.findByTestId('baccarat-rules')).textContent;
    expect(rules).toContain('แทงผู้เล่น: ชนะได้ 1 ต่อ 1');
    expect(rules).toContain('แทงเจ้ามือ: ชนะได้ 0.95 ต่อ 1 (หักค่าคอมมิชชัน 5%)');
    expect(rules).toContain('แทงเสมอ: ชนะได้ 8 ต่อ 1');
    expect(rules).toContain('ถ้าผลออกเสมอ เดิมพันฝั่งผู้เล่นและเจ้ามือได้เงินคืนเต็มจำนวน');
  });
});
