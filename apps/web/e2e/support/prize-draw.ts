import { expect, type Page, type Response } from '@playwright/test';
import { DEMO_START } from './e2e-env';
import { readCreditSatang } from './member';

/** The parts of a draw reply (prizeDrawResultResponseSchema) the journeys check. */
export type DrawnReward = { kind: 'credit'; amountSatang: number } | { kind: 'point'; points: number } | { kind: 'none' };

export interface DrawReply {
  optionIndex: number;
  drawsLeft: number;
  balances: { balanceSatang: number; points: number };
  draw: { label: string; reward: DrawnReward };
  cardIndex?: number;
  /** The flip card's whole table as the server drew it, the member's card at cardIndex. */
  cards?: { label: string; reward: DrawnReward }[];
}

function readCards(value: unknown): { label: string; reward: DrawnReward }[] | null {
  if (!Array.isArray(value)) return null;
  const cards = value.map((card: unknown) => {
    const reward = isObject(card) ? readReward(card.reward) : null;
    return isObject(card) && typeof card.label === 'string' && reward ? { label: card.label, reward } : null;
  });
  return cards.every((card) => card !== null) ? cards.filter((card) => card !== null) : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readReward(value: unknown): DrawnReward | null {
  if (!isObject(value)) return null;
  if (value.kind === 'credit' && typeof value.amountSatang === 'number') return { kind: 'credit', amountSatang: value.amountSatang };
  if (value.kind === 'point' && typeof value.points === 'number') return { kind: 'point', points: value.points };
  if (value.kind === 'none') return { kind: 'none' };
  return null;
}

export async function readDrawReply(response: Response): Promise<DrawReply> {
  const body: unknown = await response.json();
  const data = isObject(body) ? body.data : undefined;
  if (isObject(data) && isObject(data.draw) && isObject(data.balances)) {
    const reward = readReward(data.draw.reward);
    const { optionIndex, drawsLeft, cardIndex } = data;
    const { balanceSatang, points } = data.balances;
    const { label } = data.draw;
    if (
      reward &&
      typeof label === 'string' &&
      typeof optionIndex === 'number' &&
      typeof drawsLeft === 'number' &&
      typeof balanceSatang === 'number' &&
      typeof points === 'number'
    ) {
      return {
        optionIndex,
        drawsLeft,
        balances: { balanceSatang, points },
        draw: { label, reward },
        ...(typeof cardIndex === 'number' ? { cardIndex } : {}),
        ...(readCards(data.cards) ? { cards: readCards(data.cards) ?? [] } : {}),
      };
    }
  }
  throw new Error(`${response.url()} did not answer {data:{draw, optionIndex, drawsLeft, balances}}: ${JSON.stringify(body)}`);
}

/** Digits of a text as a number: "1 ครั้ง" -> 1, "1,250 พอยท์" -> 1250. */
export function readNumber(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) throw new Error(`No number in ${JSON.stringify(text)}`);
  return Number(digits);
}

export async function readTestIdNumber(page: Page, testId: string): Promise<number> {
  return readNumber(await page.getByTestId(testId).textContent());
}

/** How the credit (satang) and the points should move for a reward. */
export function expectedChange(reward: DrawnReward): { creditSatang: number; points: number } {
  if (reward.kind === 'credit') return { creditSatang: reward.amountSatang, points: 0 };
  if (reward.kind === 'point') return { creditSatang: 0, points: reward.points };
  return { creditSatang: 0, points: 0 };
}

/** A reward as the screen writes it ("เครดิต 10.00 บาท", "50 พอยท์", "ไม่ได้รับรางวัล"). */
export function rewardText(reward: DrawnReward): string {
  if (reward.kind === 'credit') {
    const baht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(reward.amountSatang / 100);
    return `เครดิต ${baht} บาท`;
  }
  if (reward.kind === 'point') return `${new Intl.NumberFormat('en-US').format(reward.points)} พอยท์`;
  return 'ไม่ได้รับรางวัล';
}

/**
 * A prize game's page before the first draw, as both the wheel and the flip card show it: the
 * credit and the history are on screen, the member starts from the demo's credit and points, and
 * has a draw left. The starting figures, for what the draw must change.
 */
export async function readPrizeGameStart(page: Page): Promise<{ creditBefore: number; pointsBefore: number; drawsLeftBefore: number }> {
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  await expect(page.getByTestId('draw-history')).toBeVisible();
  const creditBefore = await readCreditSatang(page);
  const pointsBefore = await readTestIdNumber(page, 'prize-points');
  expect({ creditBefore, pointsBefore }).toEqual({ creditBefore: DEMO_START.creditSatang, pointsBefore: DEMO_START.points });
  const drawsLeftBefore = await readTestIdNumber(page, 'draws-left');
  expect(drawsLeftBefore).toBeGreaterThan(0);
  return { creditBefore, pointsBefore, drawsLeftBefore };
}
