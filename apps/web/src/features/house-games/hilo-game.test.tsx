import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFromFloat } from '@app/contract/house-games/cards';
import { HILO_FLOATS, hiloPayout, isRightGuess, playHilo, stepMultiplierBps, type HiloChoice } from '@app/contract/house-games/hilo';
import { formatBaht } from '@app/contract/money-format';
import { stubApi } from '@/test/api-stub';
import { STUB_CLIENT_SEED, STUB_LAUNCH_TOKEN, STUB_PLAY_TOKEN, STUB_SERVER_SEED } from '@/test/house-stub';
import { nodeFairFloats } from '@/test/node-fairness';
import { renderAppAt } from '@/test/render-app';
import { findBalance, shownCards } from './house-test-support';

const HILO_LAUNCH_PATH = `/play/house?game=house-hilo&token=${STUB_LAUNCH_TOKEN}`;

/** The first two cards the stub's seeds deal at nonce 0, and the guess that is right (or wrong) between them. */
function firstGuess(isRight: boolean) {
  const floats = nodeFairFloats({ serverSeed: STUB_SERVER_SEED, clientSeed: STUB_CLIENT_SEED, nonce: 0 }, HILO_FLOATS);
  const [first, second] = [cardFromFloat(floats[0] ?? 0), cardFromFloat(floats[1] ?? 0)];
  const choice = (['higher', 'lower'] as const).find((candidate) => isRightGuess(first.rank, second.rank, candidate) === isRight);
  if (!choice) throw new Error('the stub seeds give no such guess');
  return { floats, first, second, choice };
}

const GUESS_NAMES: Record<HiloChoice, RegExp> = { higher: /สูงกว่า/, lower: /ต่ำกว่า/ };

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('hi-lo screen', () => {
  it('starts a round, shows each guess with its multiplier and chance, and cashes out at the multiplier reached', async () => {
    stubApi({ house: { game: 'house-hilo', balanceSatang: 1_000_00 } });
    renderAppAt(HILO_LAUNCH_PATH);
    await findBalance('฿1,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'เดิมพัน 10 บาท' }));
    fireEvent.click(screen.getByRole('button', { name: 'เริ่มเกม' }));

    const { floats, first, second, choice } = firstGuess(true);
    await vi.waitFor(() => expect(shownCards(screen.getByTestId('hilo-current'))).toEqual([`${String(first.rank)}/${first.suit}`]));
    await findBalance('฿990.00');
    // The first card is a 7: seven of the thirteen ranks are 7 or higher, and seven are 7 or lower.
    expect(first.rank).toBe(7);
    const higher = screen.getByRole('button', { name: GUESS_NAMES.higher });
    expect(higher.textContent).toContain(`×1.80`);
    expect(higher.textContent).toContain('โอกาส 53.8%');
    expect(screen.getByTestId('hilo-multiplier').textContent).toBe('×1.00');
    expect(screen.queryByRole('button', { name: 'เริ่มเกม' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: GUESS_NAMES[choice] }));
    const multiplierBps = playHilo(floats, [choice]).multiplierBps;
    expect(multiplierBps).toBe(stepMultiplierBps(first.rank, choice));
    await vi.waitFor(() => expect(screen.getByTestId('hilo-multiplier').textContent).toBe('×1.80'));
    expect(shownCards(screen.getByTestId('hilo-current'))).toEqual([`${String(second.rank)}/${second.suit}`]);
    expect(shownCards(screen.getByTestId('hilo-trail'))).toEqual([`${String(first.rank)}/${first.suit}`]);

    const payoutSatang = hiloPayout(10_00, multiplierBps);
    fireEvent.click(screen.getByRole('button', { name: `รับเงิน ฿${formatBaht(payoutSatang)}` }));
    expect((await screen.findByTestId('round-result')).textContent).toBe(`รับเงินแล้ว ฿${formatBaht(payoutSatang)}`);
    await findBalance(`฿${formatBaht(1_000_00 - 10_00 + payoutSatang)}`);
    expect(screen.getByRole('button', { name: 'เริ่มเกม' })).toBeTruthy();
  });

  it('loses the stake on a wrong guess', async () => {
    stubApi({ house: { game: 'house-hilo', balanceSatang: 1_000_00 } });
    renderAppAt(HILO_LAUNCH_PATH);
    await findBalance('฿1,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'เริ่มเกม' }));
    const { choice } = firstGuess(false);
    fireEvent.click(await screen.findByRole('button', { name: GUESS_NAMES[choice] }));
    expect((await screen.findByTestId('round-result')).textContent).toBe('ทายผิด เสียเดิมพัน ฿1.00');
    await findBalance('฿999.00');
  });

  it('resumes the open round of the play state after a reload', async () => {
    window.sessionStorage.setItem('house-play-token:house-hilo', STUB_PLAY_TOKEN);
    stubApi({ house: { game: 'house-hilo', balanceSatang: 1_000_00, openHiloBetSatang: 10_00 } });
    renderAppAt('/play/house?game=house-hilo');
    await findBalance('฿990.00');
    const { first } = firstGuess(true);
    expect(shownCards(screen.getByTestId('hilo-current'))).toEqual([`${String(first.rank)}/${first.suit}`]);
    expect(screen.getByRole('button', { name: 'รับเงิน ฿10.00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'เริ่มเกม' })).toBeNull();
  });

  it('refuses to change the seed while a round is open, in Thai', async () => {
    window.sessionStorage.setItem('house-play-token:house-hilo', STUB_PLAY_TOKEN);
    stubApi({ house: { game: 'house-hilo', openHiloBetSatang: 10_00 } });
    renderAppAt('/play/house?game=house-hilo');
    await findBalance('฿990.00');
    fireEvent.click(screen.getByRole('tab', { name: 'ความยุติธรรม' }));
    const panel = screen.getByTestId('fairness-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'เปลี่ยน seed' }));
    expect((await within(panel).findByTestId('play-error')).textContent).toBe('ยังมีรอบที่เล่นค้างอยู่ กรุณาจบรอบนั้นก่อน');
  });
});
