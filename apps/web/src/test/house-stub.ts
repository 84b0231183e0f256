import type { HouseRound } from '@app/contract/house-games/api';
import { HILO_FLOATS, hiloPayout, playHilo, type HiloChoice } from '@app/contract/house-games/hilo';
import { computeOutcome, floatsNeeded, type HouseGameCode, type RoundInput } from '@app/contract/house-games/outcome';
import { jsonResponse } from './fixtures';
import { nodeFairFloats, nodeSha256Hex } from './node-fairness';

export type HouseCall = 'session' | 'state' | 'spin' | 'deal' | 'hiloStart' | 'hiloGuess' | 'hiloCashout' | 'rotate' | 'rounds';

export interface StubbedHouseError {
  status: number;
  code: string;
  message: string;
}

export interface HouseStubOptions {
  /** The game the launch token opens. */
  game?: HouseGameCode;
  balanceSatang?: number;
  /** The one launch token the stub accepts, once. */
  launchToken?: string;
  /** A play token the tab already holds; the stub accepts it as well as the one it hands out. */
  playToken?: string;
  serverSeed?: string;
  clientSeed?: string;
  /** The gap after a spin before the next is allowed; the real server's is 2.5 s. */
  spinGapMs?: number;
  /** An open hi-lo round of this stake at nonce 0, as a reload would find it. */
  openHiloBetSatang?: number;
  /** Makes the named call refuse with this error instead of answering. */
  refusals?: Partial<Record<HouseCall, StubbedHouseError>>;
}

export const STUB_LAUNCH_TOKEN = 'launch-token-0123456789abcdef';
export const STUB_PLAY_TOKEN = 'play-token-0123456789abcdef';
export const STUB_SERVER_SEED = 'stub-server-seed-0001';
export const STUB_CLIENT_SEED = 'stub-client-seed';

const PLAY_TOKEN_INVALID = { status: 401, code: 'PLAY_TOKEN_INVALID', message: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่จากหน้าเว็บ' };
const LAUNCH_TOKEN_INVALID = { status: 401, code: 'LAUNCH_TOKEN_INVALID', message: 'ลิงก์เปิดเกมหมดอายุหรือถูกใช้ไปแล้ว กรุณาเปิดเกมใหม่' };

function errorAnswer({ status, code, message }: StubbedHouseError): Response {
  return jsonResponse(status, { error: { code, message } });
}

function readBody(init: RequestInit | undefined): Record<string, unknown> {
  if (typeof init?.body !== 'string') return {};
  const parsed: unknown = JSON.parse(init.body);
  return typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
}

/**
 * The house games' API as the real server answers it, for the game screen tests: rounds are drawn
 * from real seeds with the contract's computeOutcome, so a test can work out what it must show.
 */
export function createHouseStub(options: HouseStubOptions = {}) {
  const game = options.game ?? 'house-slot';
  const spinGapMs = options.spinGapMs ?? 2_500;
  const refusals = options.refusals ?? {};
  const acceptedPlayTokens = new Set([STUB_PLAY_TOKEN, ...(options.playToken ? [options.playToken] : [])]);
  let isLaunchTokenUsed = false;
  let balanceSatang = options.balanceSatang ?? 100_000;
  let seed = { serverSeed: options.serverSeed ?? STUB_SERVER_SEED, clientSeed: options.clientSeed ?? STUB_CLIENT_SEED, nonce: 0 };
  let nextSpinAtMs = 0;
  const rounds: HouseRound[] = [];
  let openHilo: { round: HouseRound; floats: number[] } | null = null;

  const fairness = () => ({ serverSeedHash: nodeSha256Hex(seed.serverSeed), clientSeed: seed.clientSeed, nonce: seed.nonce });
  const nextSpinAt = () => (nextSpinAtMs > Date.now() ? new Date(nextSpinAtMs).toISOString() : null);
  const state = () => ({ gameCode: game, balanceSatang, fairness: fairness(), openRound: openHilo?.round ?? null, nextSpinAt: nextSpinAt() });
  const roundAnswer = (round: HouseRound) => jsonResponse(200, { data: { round, balanceSatang, fairness: fairness(), nextSpinAt: nextSpinAt() } });

  function draw(input: RoundInput): { round: HouseRound; floats: number[] } {
    const floats = nodeFairFloats(seed, floatsNeeded(input.game));
    const outcome = computeOutcome(floats, input);
    const detail: HouseRound['detail'] =
      outcome.game === 'house-slot'
        ? { game: outcome.game, stops: outcome.slot.stops, grid: outcome.slot.grid, lineWins: outcome.slot.lineWins }
        : outcome.game === 'house-baccarat'
          ? { game: outcome.game, side: outcome.side, ...outcome.hand }
          : {
              game: outcome.game,
              cards: outcome.hilo.cards,
              choices: outcome.hilo.choices,
              multiplierBps: outcome.hilo.multiplierBps,
              hiloStatus: outcome.hilo.status,
            };
    const round: HouseRound = {
      roundId: crypto.randomUUID(),
      gameCode: input.game,
      nonce: seed.nonce,
      clientSeed: seed.clientSeed,
      serverSeedHash: nodeSha256Hex(seed.serverSeed),
      serverSeed: null,
      betSatang: input.betSatang,
      winSatang: input.game === 'house-hilo' ? 0 : outcome.winSatang,
      status: input.game === 'house-hilo' ? 'placed' : 'settled',
      detail,
      createdAt: new Date().toISOString(),
    };
    seed = { ...seed, nonce: seed.nonce + 1 };
    balanceSatang += round.winSatang - input.betSatang;
    rounds.unshift(round);
    return { round, floats };
  }

  function settleHilo(round: HouseRound): Response {
    openHilo = null;
    const index = rounds.findIndex((candidate) => candidate.roundId === round.roundId);
    rounds[index] = round;
    balanceSatang += round.winSatang;
    return roundAnswer(round);
  }

  function guess(choice: HiloChoice): Response {
    if (!openHilo) return errorAnswer({ status: 409, code: 'NO_OPEN_ROUND', message: 'ไม่มีรอบที่กำลังเล่นอยู่' });
    const { round, floats } = openHilo;
    const choices = round.detail.game === 'house-hilo' ? [...round.detail.choices, choice] : [choice];
    const hilo = playHilo(floats, choices);
    const next: HouseRound = {
      ...round,
      detail: { game: 'house-hilo', cards: hilo.cards, choices: hilo.choices, multiplierBps: hilo.multiplierBps, hiloStatus: hilo.status },
    };
    if (hilo.status === 'lost') return settleHilo({ ...next, status: 'settled' });
    openHilo = { round: next, floats };
    rounds[rounds.findIndex((candidate) => candidate.roundId === round.roundId)] = next;
    return roundAnswer(next);
  }

  function cashOut(): Response {
    if (!openHilo) return errorAnswer({ status: 409, code: 'NO_OPEN_ROUND', message: 'ไม่มีรอบที่กำลังเล่นอยู่' });
    const { round } = openHilo;
    const multiplierBps = round.detail.game === 'house-hilo' ? round.detail.multiplierBps : 0;
    return settleHilo({ ...round, status: 'settled', winSatang: hiloPayout(round.betSatang, multiplierBps) });
  }

  function rotate(clientSeed: string): Response {
    if (openHilo) return errorAnswer({ status: 409, code: 'ROUND_OPEN', message: 'ยังมีรอบที่เล่นค้างอยู่ กรุณาจบรอบนั้นก่อน' });
    const old = seed;
    const oldHash = nodeSha256Hex(old.serverSeed);
    rounds.forEach((round, index) => {
      if (round.serverSeedHash === oldHash) rounds[index] = { ...round, serverSeed: old.serverSeed };
    });
    seed = { serverSeed: `${old.serverSeed}-next`, clientSeed, nonce: 0 };
    return jsonResponse(200, {
      data: { revealed: { serverSeed: old.serverSeed, serverSeedHash: oldHash, clientSeed: old.clientSeed, roundsPlayed: old.nonce }, fairness: fairness() },
    });
  }

  if (options.openHiloBetSatang) {
    const opened = draw({ game: 'house-hilo', betSatang: options.openHiloBetSatang, choices: [] });
    openHilo = { round: opened.round, floats: nodeFairFloats({ ...seed, nonce: opened.round.nonce }, HILO_FLOATS) };
  }

  function answerPlayCall(call: HouseCall, url: string, init: RequestInit | undefined): Response {
    const refusal = refusals[call];
    if (refusal) return errorAnswer(refusal);
    const body = readBody(init);
    const betSatang = typeof body.betSatang === 'number' ? body.betSatang : 0;
    switch (call) {
      case 'state':
        return jsonResponse(200, { data: state() });
      case 'spin': {
        if (Date.now() < nextSpinAtMs) return errorAnswer({ status: 429, code: 'SPIN_TOO_SOON', message: 'กรุณารอสักครู่ก่อนหมุนครั้งถัดไป' });
        const { round } = draw({ game: 'house-slot', betSatang });
        nextSpinAtMs = Date.now() + spinGapMs;
        return roundAnswer(round);
      }
      case 'deal': {
        const side = body.side === 'banker' || body.side === 'tie' ? body.side : 'player';
        return roundAnswer(draw({ game: 'house-baccarat', betSatang, side }).round);
      }
      case 'hiloStart': {
        if (openHilo) return errorAnswer({ status: 409, code: 'ROUND_OPEN', message: 'ยังมีรอบที่เล่นค้างอยู่ กรุณาจบรอบนั้นก่อน' });
        const drawn = draw({ game: 'house-hilo', betSatang, choices: [] });
        openHilo = { round: drawn.round, floats: nodeFairFloats({ ...seed, nonce: drawn.round.nonce }, HILO_FLOATS) };
        return roundAnswer(drawn.round);
      }
      case 'hiloGuess':
        return guess(body.choice === 'lower' ? 'lower' : 'higher');
      case 'hiloCashout':
        return cashOut();
      case 'rotate':
        return rotate(typeof body.clientSeed === 'string' ? body.clientSeed : '');
      case 'rounds': {
        const query = new URL(url, 'http://stub.test').searchParams;
        const page = Number(query.get('page') ?? '1');
        const pageSize = Number(query.get('pageSize') ?? '20');
        return jsonResponse(200, { data: rounds.slice((page - 1) * pageSize, page * pageSize), meta: { page, pageSize, total: rounds.length } });
      }
      case 'session':
        return errorAnswer(LAUNCH_TOKEN_INVALID);
    }
  }

  const CALLS: Record<string, HouseCall> = {
    'GET /api/house/state': 'state',
    'POST /api/house/slot/spin': 'spin',
    'POST /api/house/baccarat/deal': 'deal',
    'POST /api/house/hilo/start': 'hiloStart',
    'POST /api/house/hilo/guess': 'hiloGuess',
    'POST /api/house/hilo/cashout': 'hiloCashout',
    'POST /api/house/seed/rotate': 'rotate',
    'GET /api/house/rounds': 'rounds',
  };

  /** Answers a call of the house API, or returns null for any other call. */
  return function answerHouseCall(url: string, init: RequestInit | undefined): Response | null {
    if (!url.startsWith('/api/house/')) return null;
    const method = init?.method ?? 'GET';
    if (url === '/api/house/session' && method === 'POST') {
      if (refusals.session) return errorAnswer(refusals.session);
      if (isLaunchTokenUsed || readBody(init).launchToken !== (options.launchToken ?? STUB_LAUNCH_TOKEN)) return errorAnswer(LAUNCH_TOKEN_INVALID);
      isLaunchTokenUsed = true;
      return jsonResponse(200, { data: { ...state(), playToken: STUB_PLAY_TOKEN, expiresAt: new Date(Date.now() + 3_600_000).toISOString() } });
    }
    const call = CALLS[`${method} ${url.split('?')[0] ?? ''}`];
    if (!call) return null;
    const headers = new Headers(init?.headers);
    // The house API must never see the member's bearer token, only the play token.
    if (headers.has('Authorization') || !acceptedPlayTokens.has(headers.get('x-play-token') ?? '')) return errorAnswer(PLAY_TOKEN_INVALID);
    return answerPlayCall(call, url, init);
  };
}
