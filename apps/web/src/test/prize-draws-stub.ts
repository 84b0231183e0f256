import type { Mock } from 'vitest';
import type { PrizeBoard, PrizeDraw, PrizeOption } from '@app/contract/rewards/prize-draws';
import type { Reward } from '@app/contract/rewards/reward';
import { jsonResponse } from './fixtures';

/** Test support: answers the prize-draw routes on top of stubApi's fetch mock, as the server would. */

const COLOURS = ['#c62828', '#ffd54f', '#1e3a8a', '#2e7d32', '#6a1b9a', '#ff8f00', '#00838f', '#f5f5f5'];

const REWARDS: Reward[] = [
  { kind: 'credit', amountSatang: 10_00 },
  { kind: 'point', points: 50 },
  { kind: 'none' },
  { kind: 'credit', amountSatang: 50_00 },
  { kind: 'point', points: 100 },
  { kind: 'credit', amountSatang: 5_00 },
  { kind: 'none' },
  { kind: 'credit', amountSatang: 100_00 },
];

const LABELS = ['เครดิตฟรี 10 บาท', '50 พอยท์', 'เสียใจด้วย', 'เครดิตฟรี 50 บาท', '100 พอยท์', 'เครดิตฟรี 5 บาท', 'ลองใหม่นะ', 'แจ็กพอต 100 บาท'];

export function createPrizeOptions(count: number): PrizeOption[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    label: LABELS[index % LABELS.length] ?? '',
    colour: COLOURS[index % COLOURS.length] ?? '#000000',
    image: '',
    reward: REWARDS[index % REWARDS.length] ?? { kind: 'none' },
  }));
}

export interface PrizeDrawsStubOptions {
  wheel?: Partial<PrizeBoard>;
  flipCard?: Partial<PrizeBoard>;
  wheelLog?: PrizeDraw[];
  flipCardLog?: PrizeDraw[];
  /** The option index each next draw lands on, in turn; the last one repeats. */
  drawIndexes?: number[];
  /** Refuses every draw with this error. */
  drawRefusal?: { status: number; code: string; message: string };
  /** Makes the history fail with this status. */
  logFailureStatus?: number;
  /** The credit balance the stub's getCredit answers, which a credit prize raises. */
  creditSatang?: number;
  /** Answers null for optionIndex, as the server does when the board changed after the screen loaded it. */
  isOptionIndexWithheld?: boolean;
}

export interface PrizeDrawsStub {
  readonly creditSatang: number;
  /** The draw requests received, with their parsed bodies. */
  readonly drawBodies: unknown[];
}

function readBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** Answers /api/auth/wheel*, /api/auth/game/flip-card* and the credit; everything else goes to the stub underneath. */
export function stubPrizeDraws(fetchMock: Mock<typeof fetch>, options: PrizeDrawsStubOptions = {}): PrizeDrawsStub {
  const fallback = fetchMock.getMockImplementation();
  if (!fallback) throw new Error('the stub has no implementation');
  const boards = {
    wheel: { options: createPrizeOptions(8), drawsLeft: 1, dailyDraws: 1, depositMinSatang: 500_00, ...options.wheel },
    flipCard: { options: createPrizeOptions(6), drawsLeft: 1, dailyDraws: 1, depositMinSatang: 500_00, ...options.flipCard },
  };
  const logs = { wheel: [...(options.wheelLog ?? [])], flipCard: [...(options.flipCardLog ?? [])] };
  const drawIndexes = [...(options.drawIndexes ?? [0])];
  const state = { creditSatang: options.creditSatang ?? 100_000, points: 0, drawBodies: [] as unknown[] };

  const answerDraw = (game: 'wheel' | 'flipCard', init: RequestInit | undefined) => {
    state.drawBodies.push(readBody(init));
    if (options.drawRefusal) {
      const { status, code, message } = options.drawRefusal;
      return jsonResponse(status, { error: { code, message } });
    }
    const board = boards[game];
    if (board.drawsLeft === 0) return jsonResponse(409, { error: { code: 'NO_DRAWS_LEFT', message: 'สิทธิ์ของคุณหมดแล้ว' } });
    const optionIndex = (drawIndexes.length > 1 ? drawIndexes.shift() : drawIndexes[0]) ?? 0;
    const option = board.options[optionIndex];
    if (!option) throw new Error(`the ${game} board has no option ${String(optionIndex)}`);
    board.drawsLeft -= 1;
    if (option.reward.kind === 'credit') state.creditSatang += option.reward.amountSatang;
    if (option.reward.kind === 'point') state.points += option.reward.points;
    const draw: PrizeDraw = {
      id: crypto.randomUUID(),
      optionId: option.id,
      label: option.label,
      reward: option.reward,
      source: 'daily',
      createdAt: '2026-11-21T17:30:00.000Z',
    };
    logs[game].unshift(draw);
    const result = {
      draw,
      optionIndex: options.isOptionIndexWithheld ? null : optionIndex,
      drawsLeft: board.drawsLeft,
      balances: { balanceSatang: state.creditSatang, points: state.points },
    };
    const body = readBody(init);
    const cardIndex = typeof body === 'object' && body !== null && 'cardIndex' in body && typeof body.cardIndex === 'number' ? body.cardIndex : 0;
    // The table as the server draws it: the drawn prize on the touched card, the board's next prizes on the others.
    const cards = board.options.length
      ? Array.from({ length: 6 }, (_, index) => {
          const held = index === cardIndex ? option : (board.options[(optionIndex + index + 1) % board.options.length] ?? option);
          return { optionId: held.id, label: held.label, reward: held.reward };
        })
      : null;
    return jsonResponse(200, { data: game === 'flipCard' ? { ...result, cardIndex, cards } : result });
  };

  const answerLog = (game: 'wheel' | 'flipCard') =>
    options.logFailureStatus
      ? jsonResponse(options.logFailureStatus, { error: { code: 'INTERNAL', message: 'ระบบขัดข้อง กรุณาลองใหม่' } })
      : jsonResponse(200, { data: logs[game] });

  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/auth/user/getCredit/')) return jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: state.creditSatang } });
    if (url === '/api/auth/wheel' && method === 'GET') return jsonResponse(200, { data: boards.wheel });
    if (url === '/api/auth/wheel/reward' && method === 'POST') return answerDraw('wheel', init);
    if (url === '/api/auth/wheel/log' && method === 'POST') return answerLog('wheel');
    if (url === '/api/auth/game/flip-card' && method === 'GET') return jsonResponse(200, { data: boards.flipCard });
    if (url === '/api/auth/game/flip-card/random-reward' && method === 'POST') return answerDraw('flipCard', init);
    if (url === '/api/auth/game/flip-card/logs' && method === 'GET') return answerLog('flipCard');
    return fallback(input, init);
  });

  return {
    get creditSatang() {
      return state.creditSatang;
    },
    drawBodies: state.drawBodies,
  };
}
