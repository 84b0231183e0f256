import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBaht } from '@app/contract/money-format';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { nodeSha256Hex } from '@/test/node-fairness';
import { renderAppAt } from '@/test/render-app';
import { expectedOutcome, shownCards, shownSlotGrid } from './house-test-support';
import { parseChoices } from './verifier-input';

const SERVER_SEED = '9f2c1a7e-revealed-server-seed';
const CLIENT_SEED = 'player-chosen-seed';

function verifierPath(params: Record<string, string>) {
  return `/play/house/verify?${new URLSearchParams(params).toString()}`;
}

async function compute() {
  fireEvent.click(await screen.findByRole('button', { name: 'คำนวณผล' }));
  return screen.findByTestId('verifier-result');
}

afterEach(() => vi.unstubAllGlobals());

describe('provably-fair verifier', () => {
  it('recomputes a slot round from its seeds in the browser, with the hash of the server seed', async () => {
    stubApi();
    const hash = nodeSha256Hex(SERVER_SEED);
    renderAppAt(verifierPath({ game: 'house-slot', serverSeed: SERVER_SEED, serverSeedHash: hash, clientSeed: CLIENT_SEED, nonce: '42', betSatang: '5000' }));
    const result = await compute();

    // Worked out here with Node's HMAC, apart from the browser helper the page uses.
    const expected = expectedOutcome({ game: 'house-slot', betSatang: 50_00 }, 42, SERVER_SEED, CLIENT_SEED);
    if (expected.game !== 'house-slot') throw new Error('no slot outcome');
    expect(shownSlotGrid(within(result).getByTestId('slot-grid'))).toEqual(expected.slot.grid);
    expect(within(result).getByTestId('verifier-win').textContent).toBe(`ยอดจ่าย ฿${formatBaht(expected.winSatang)}`);
    expect(within(result).getByTestId('verifier-hash').textContent).toBe(hash);
    expect(result.textContent).toContain('ตรงกับ hash ที่แสดงก่อนเล่น');
  });

  it('says so when the seed does not match the hash shown before play', async () => {
    stubApi();
    renderAppAt(verifierPath({ game: 'house-slot', serverSeed: SERVER_SEED, serverSeedHash: 'ab'.repeat(32), clientSeed: CLIENT_SEED, nonce: '0' }));
    expect((await compute()).textContent).toContain('ไม่ตรงกับ hash ที่แสดงก่อนเล่น');
  });

  it('recomputes a baccarat hand for the side and a hi-lo round for the guesses in the address', async () => {
    stubApi();
    renderAppAt(verifierPath({ game: 'house-baccarat', serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: '3', betSatang: '10000', side: 'tie' }));
    const baccarat = await compute();
    const hand = expectedOutcome({ game: 'house-baccarat', betSatang: 100_00, side: 'tie' }, 3, SERVER_SEED, CLIENT_SEED);
    if (hand.game !== 'house-baccarat') throw new Error('no baccarat outcome');
    expect(shownCards(within(baccarat).getByTestId('baccarat-player'))).toEqual(hand.hand.player.map((card) => `${String(card.rank)}/${card.suit}`));
    expect(within(baccarat).getByTestId('verifier-win').textContent).toBe(`ยอดจ่าย ฿${formatBaht(hand.winSatang)}`);

    fireEvent.change(screen.getByLabelText('เกม'), { target: { value: 'house-hilo' } });
    const choicesField = screen.getByLabelText('การทายตามลำดับ');
    // The example in the field is Thai, in words the verifier reads.
    expect(choicesField.getAttribute('placeholder')).toBe('สูง,ต่ำ');
    expect(parseChoices('สูง,ต่ำ')).toEqual(['higher', 'lower']);
    fireEvent.change(choicesField, { target: { value: 'สูง, lower' } });
    const hilo = await compute();
    const round = expectedOutcome({ game: 'house-hilo', betSatang: 100_00, choices: ['higher', 'lower'] }, 3, SERVER_SEED, CLIENT_SEED);
    if (round.game !== 'house-hilo') throw new Error('no hi-lo outcome');
    await vi.waitFor(() => expect(within(hilo).getByTestId('verifier-win').textContent).toBe(`ยอดจ่าย ฿${formatBaht(round.winSatang)}`));
    expect(shownCards(hilo)).toEqual(round.hilo.cards.map((card) => `${String(card.rank)}/${card.suit}`));
  });

  it('names the fields to fill in before computing', async () => {
    stubApi();
    renderAppAt(verifierPath({ game: 'house-slot', nonce: 'x' }));
    fireEvent.click(await screen.findByRole('button', { name: 'คำนวณผล' }));
    // Each error stands under its field, which points at it.
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(errorOf('เมล็ดฝั่งเซิร์ฟเวอร์ (server seed) ที่เปิดเผยแล้ว')).toBe('กรุณากรอก server seed');
    expect(errorOf('เมล็ดฝั่งผู้เล่น (client seed)')).toBe('กรุณากรอก client seed');
    expect(errorOf('ลำดับรอบ (nonce)')).toBe('nonce ต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป');
    expect(screen.queryByTestId('verifier-result')).toBeNull();
  });

  it('stays open to a signed-in member instead of sending them to the member area', async () => {
    stubApi();
    const { router } = renderAppAt(verifierPath({ game: 'house-slot' }), { member: demoMember });
    expect(await screen.findByRole('heading', { name: 'ตรวจสอบผลย้อนหลัง', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/play/house/verify');
  });
});
