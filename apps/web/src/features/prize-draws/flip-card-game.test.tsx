import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { createPrizeOptions, stubPrizeDraws } from '@/test/prize-draws-stub';

afterEach(() => vi.unstubAllGlobals());

/** Shorter than the flip's backstop timer (700 + 400 ms): a result seen within it came from the transitionend. */
const BEFORE_BACKSTOP = { timeout: 1_000 };

async function openFlipCard() {
  renderAppAt('/auth/media/flip-card', { member: demoMember });
  const game = await screen.findByTestId('flip-card-game');
  return { game, cards: within(game).getAllByTestId<HTMLButtonElement>('prize-card') };
}

describe('flip card', () => {
  it('turns over the touched card to show the drawn prize, then the others to show what they held, then deals again while flips remain', async () => {
    const fetchMock = stubApi();
    const stub = stubPrizeDraws(fetchMock, { flipCard: { drawsLeft: 2 }, drawIndexes: [0, 2] });
    const { game, cards } = await openFlipCard();
    expect(cards).toHaveLength(6);
    expect(cards.every((card) => card.dataset.face === 'down')).toBe(true);
    const prizes = within(screen.getByTestId('possible-prizes')).getAllByTestId('possible-prize');
    expect(prizes).toHaveLength(6);
    expect(prizes[0]?.textContent).toContain('+฿10.00');
    expect(screen.getByRole('heading', { name: 'รางวัลที่มีโอกาสได้' })).toBeTruthy();
    expect(within(game).getByTestId('draw-rules').textContent).toMatch(/เปิดไพ่ฟรีวันละ 1\s+ครั้ง/);
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('1,000.00'));

    const [, , third, fourth] = cards;
    if (!third || !fourth) throw new Error('six cards are expected');
    fireEvent.click(third);
    fireEvent.click(fourth);
    await vi.waitFor(() => expect(third.dataset.face).toBe('up'));
    expect(third.getAttribute('aria-label')).toBe('ไพ่ใบที่ 3: เครดิต 10.00 บาท');
    expect(cards.filter((card) => card.dataset.face === 'up')).toEqual([third]);
    expect(cards.every((card) => card.disabled)).toBe(true);
    // One request for the touched card, with a key made for that touch.
    expect(stub.drawBodies).toEqual([{ cardIndex: 2, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    // Still turning over: nothing tells the prize yet.
    expect(screen.queryByTestId('flip-result')).toBeNull();
    expect(within(game).getByTestId('draws-left').textContent).toBe('2 ครั้ง');

    const inner = third.firstElementChild;
    if (!inner) throw new Error('the card has no inner face');
    fireEvent.transitionEnd(inner);
    const result = await screen.findByTestId('flip-result', {}, BEFORE_BACKSTOP);
    expect(result.textContent).toContain('ยินดีด้วย!');
    // Once the member's card is face up, every other card shows the prize the server drew for it.
    expect(cards.every((card) => card.dataset.face === 'up')).toBe(true);
    expect(cards.filter((card) => card.dataset.chosen === 'true')).toEqual([third]);
    expect(cards[0]?.getAttribute('aria-label')).toMatch(/^ไพ่ใบที่ 1 \(ใบที่ไม่ได้เลือก\): /);
    // The stub's table: the drawn prize (option 0) on card 3, and options 1, 2, 4, 5, 0 on the others.
    const labels = createPrizeOptions(6).map((option) => option.label);
    // A card's text is its back's number, then its face: the label and the reward.
    const faceLabels = cards.map((card, index) => labels.find((label) => card.textContent?.slice(String(index + 1).length).startsWith(label)));
    expect(faceLabels).toEqual([labels[1], labels[2], labels[0], labels[4], labels[5], labels[0]]);
    expect(result.textContent).toContain('คุณได้รับ เครดิต 10.00 บาท');
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('1,010.00'));
    expect(within(game).getByTestId('draws-left').textContent).toBe('1 ครั้ง');
    expect((await screen.findByTestId('draw-history-item')).textContent).toContain('เครดิตฟรี 10 บาท');

    fireEvent.click(within(game).getByRole('button', { name: 'เล่นอีกครั้ง' }));
    expect(cards.every((card) => card.dataset.face === 'down' && !card.disabled)).toBe(true);
    expect(screen.queryByTestId('flip-result')).toBeNull();

    fireEvent.click(fourth);
    await vi.waitFor(() => expect(fourth.dataset.face).toBe('up'));
    const fourthInner = fourth.firstElementChild;
    if (!fourthInner) throw new Error('the card has no inner face');
    fireEvent.transitionEnd(fourthInner);
    expect((await screen.findByTestId('flip-result', {}, BEFORE_BACKSTOP)).textContent).toContain('เสียใจด้วย');
    expect(within(game).getByTestId('draws-left').textContent).toBe('0 ครั้ง');
    expect(within(game).queryByRole('button', { name: 'เล่นอีกครั้ง' })).toBeNull();
    expect(within(game).getByTestId('no-draws').textContent).toContain('สิทธิ์เปิดไพ่ของคุณหมดแล้ว');
    // Each touch has a key of its own: the second flip is a new press, not a retry of the first.
    expect(stub.drawBodies).toEqual([
      { cardIndex: 2, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      { cardIndex: 3, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    const [firstKey, secondKey] = stub.drawBodies.map((body) => (body as { idempotencyKey: string }).idempotencyKey);
    expect(firstKey).not.toBe(secondKey);
  });

  it("states the brand's own number of free flips a day", async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { flipCard: { dailyDraws: 2 } });
    const { game } = await openFlipCard();
    expect(within(game).getByTestId('draw-rules').textContent).toMatch(/เปิดไพ่ฟรีวันละ 2\s+ครั้ง/);
  });

  it('keeps every card face down and closed when no flips are left', async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { flipCard: { drawsLeft: 0, depositMinSatang: 0 } });
    const { game, cards } = await openFlipCard();
    expect(cards.every((card) => card.disabled && card.dataset.face === 'down')).toBe(true);
    expect(within(game).getByTestId('no-draws').textContent).toContain('รับสิทธิ์เปิดไพ่ฟรีใหม่ได้พรุ่งนี้');
    expect(within(game).getByTestId('draw-rules').textContent).not.toContain('ฝากเงิน');
  });

  it("shows the server's Thai message when a flip is refused, and leaves the cards face down", async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { drawRefusal: { status: 409, code: 'PRIZES_NOT_SET', message: 'ยังไม่มีรางวัลให้เล่นในขณะนี้' } });
    const { game, cards } = await openFlipCard();
    const [first] = cards;
    if (!first) throw new Error('six cards are expected');
    fireEvent.click(first);
    expect((await within(game).findByRole('alert')).textContent).toContain('ยังไม่มีรางวัลให้เล่นในขณะนี้');
    expect(cards.every((card) => card.dataset.face === 'down' && !card.disabled)).toBe(true);
  });

  it('says in Thai when there are no flips in the history yet', async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock);
    await openFlipCard();
    expect(await screen.findByText('ยังไม่มีประวัติการเปิดไพ่')).toBeTruthy();
  });
});
