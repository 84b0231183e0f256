import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseRound } from '@app/contract/house-games/api';
import { createAppStore } from '@/app/store';
import { createDeferred, jsonResponse } from '@/test/fixtures';
import { getPlayStateApi, type PlayState } from './api/get-play-state';
import { guessHiloApi } from './api/guess-hilo';
import { spinSlotApi } from './api/spin-slot';

const PLAY_TOKEN = 'play-token-race-0123456789';
const fairness = (nonce: number) => ({ serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nonce });
const state = (balanceSatang: number, nonce: number, openRound: HouseRound | null = null): PlayState => ({
  gameCode: 'house-slot',
  balanceSatang,
  fairness: fairness(nonce),
  openRound,
  nextSpinAt: null,
});

function round(detail: HouseRound['detail'], status: HouseRound['status']): HouseRound {
  return {
    roundId: '0b7d5c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
    gameCode: detail.game,
    nonce: 0,
    clientSeed: 'seed',
    serverSeedHash: 'ab'.repeat(32),
    serverSeed: null,
    betSatang: 10_00,
    winSatang: 0,
    status,
    detail,
    createdAt: '2026-11-22T03:00:00.000Z',
  };
}

const SPUN = round({ game: 'house-slot', stops: [0, 0, 0, 0, 0], grid: [], lineWins: [] }, 'settled');

/** An open hi-lo round showing this many cards. */
function hiloRound(cards: number): HouseRound {
  return round(
    {
      game: 'house-hilo',
      cards: Array.from({ length: cards }, () => ({ rank: 7, suit: 'hearts' as const })),
      choices: Array.from({ length: cards - 1 }, () => 'higher' as const),
      multiplierBps: 10_000,
      hiloStatus: 'open',
    },
    'placed',
  );
}

const roundReply = (answered: HouseRound, balanceSatang: number, nonce: number) =>
  jsonResponse(200, { data: { round: answered, balanceSatang, fairness: fairness(nonce), nextSpinAt: null } });

/** A store holding a play state. Its state requests answer only when the test says so; plays at once. */
async function storeWithPlayState(cached: PlayState) {
  const stateReply = createDeferred<Response>();
  const playReplies: Response[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => (String(input) === '/api/house/state' ? stateReply.promise : Promise.resolve(playReplies.shift() ?? jsonResponse(500, {})))),
  );
  const store = createAppStore();
  await store.dispatch(getPlayStateApi.util.upsertQueryData('getPlayState', PLAY_TOKEN, cached));
  return {
    store,
    stateReply,
    playReplies,
    /** Fetches the state again, as a refused play does. */
    requestState: () => store.dispatch(getPlayStateApi.endpoints.getPlayState.initiate(PLAY_TOKEN, { forceRefetch: true })),
    cachedState: () => getPlayStateApi.endpoints.getPlayState.select(PLAY_TOKEN)(store.getState()).data,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the cached play state', () => {
  it('keeps a spin answered while a slower state request was out', async () => {
    const { store, stateReply, playReplies, requestState, cachedState } = await storeWithPlayState(state(1_000_00, 4));
    const stateRequest = requestState();
    playReplies.push(roundReply(SPUN, 990_00, 5));
    await store.dispatch(spinSlotApi.endpoints.spinSlot.initiate({ playToken: PLAY_TOKEN, betSatang: 10_00 }));
    expect(cachedState()?.balanceSatang).toBe(990_00);

    stateReply.resolve(jsonResponse(200, { data: state(1_000_00, 4) }));
    await stateRequest;
    expect(cachedState()).toMatchObject({ balanceSatang: 990_00, fairness: { nonce: 5 } });
  });

  it('keeps a hi-lo guess, which leaves the nonce as it was, answered while a slower state request was out', async () => {
    const { store, stateReply, playReplies, requestState, cachedState } = await storeWithPlayState(state(990_00, 1, hiloRound(1)));
    const stateRequest = requestState();
    playReplies.push(roundReply(hiloRound(2), 990_00, 1));
    await store.dispatch(guessHiloApi.endpoints.guessHilo.initiate({ playToken: PLAY_TOKEN, choice: 'higher' }));

    stateReply.resolve(jsonResponse(200, { data: state(990_00, 1, hiloRound(1)) }));
    await stateRequest;
    expect(cachedState()?.openRound).toEqual(hiloRound(2));
  });

  it('takes the answer of a state request sent after the last play was answered', async () => {
    const { store, stateReply, playReplies, requestState, cachedState } = await storeWithPlayState(state(1_000_00, 4));
    playReplies.push(roundReply(SPUN, 990_00, 5));
    await store.dispatch(spinSlotApi.endpoints.spinSlot.initiate({ playToken: PLAY_TOKEN, betSatang: 10_00 }));

    const stateRequest = requestState();
    // Another tab of the member's may have moved the balance since.
    stateReply.resolve(jsonResponse(200, { data: state(1_250_00, 6) }));
    await stateRequest;
    expect(cachedState()).toMatchObject({ balanceSatang: 1_250_00, fairness: { nonce: 6 } });
  });
});
