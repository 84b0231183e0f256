import { describe, expect, it } from 'vitest';
import { HUB88_SIGNATURE_HEADER } from '@app/contract/hub88/signature';
import { hub88BetRequestSchema, hub88WinRequestSchema } from '@app/contract/hub88/wallet';
import { hub88Lane, hub88RoundBodies, roundsForPlayer } from './hub88-rounds';

const player = { memberId: 'member-1', token: 'token-0123456789' };
const round = { gameCode: 'bench-slot', betSatang: 100, winSatang: 50 };

describe('hub88 rounds', () => {
  it('writes a bet and the win that closes it, in Hub88 units', () => {
    const [betText, winText] = hub88RoundBodies(player, round);
    const bet = hub88BetRequestSchema.parse(JSON.parse(betText));
    const win = hub88WinRequestSchema.parse(JSON.parse(winText));
    expect(bet).toMatchObject({ user: 'member-1', token: 'token-0123456789', currency: 'THB', amount: 100_000 });
    expect(win).toMatchObject({ amount: 50_000, round: bet.round, reference_transaction_uuid: bet.transaction_uuid, round_closed: true });
    expect(win.transaction_uuid).not.toBe(bet.transaction_uuid);
    expect(win.request_uuid).not.toBe(bet.request_uuid);
  });

  it('lays out a lane as bet, win, bet, win, each body signed', () => {
    const lane = hub88Lane(player, 2, round, { betPath: '/bet', winPath: '/win', sign: (body) => `signed:${body.length}` });
    expect(lane.map((call) => call.path)).toEqual(['/bet', '/win', '/bet', '/win']);
    for (const call of lane) expect(call.headers[HUB88_SIGNATURE_HEADER]).toBe(`signed:${call.body.length}`);
  });

  it('shares rounds out as evenly as they go', () => {
    const shares = Array.from({ length: 64 }, (_, index) => roundsForPlayer(index, 64, 200));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(200);
    expect(new Set(shares)).toEqual(new Set([3, 4]));
    expect(roundsForPlayer(63, 64, 10)).toBe(0);
  });
});
