import { z } from 'zod';
import { bangkokClockText } from '../lib/bangkok-time';
import { randomFloat, randomId } from '../lib/random';
import type { Scheduler } from '../lib/scheduler';
import { TEXTS } from '../texts';
import { badInput, balanceFields, betRefusal, type Engine } from './engine';
import { pendingBetView, settlePendingBet, type PendingBet } from './settle-later';
import { drawResult, fixturesOn, scoreFor, SPORT_PICKS, sportPayout, type Fixture, type SportPick } from './sport-book';

/**
 * The sportsbook: single bets on the day's fixtures. Each slip is a `transaction/bet` whose round
 * is the slip id. A fixture's result is published `resultAfterMs` after its first bet; then every
 * open slip on it is settled with `transaction/win` (stake x odds, or 0), with the slip's own
 * token even if the operator has let it expire. A fixture with a result takes no more bets.
 */
interface SportSlip extends PendingBet {
  fixtureId: string;
  pick: SportPick;
  oddsHundredths: number;
}

interface FixtureState {
  fixture: Fixture;
  publishesAt?: Date;
  result?: { pick: SportPick; score: string };
  slips: SportSlip[];
}

/** Read through a call, so the result published while a bet was in flight is seen. */
function resultOf(state: FixtureState): FixtureState['result'] {
  return state.result;
}

const SPORT_STAKE_MIN_SATANG = 1_000;
const SPORT_STAKE_MAX_SATANG = 1_000_000;

const slipSchema = z.object({
  fixtureId: z.string().max(40),
  pick: z.enum(SPORT_PICKS),
  // Whole baht, so stake x odds in hundredths is whole satang.
  stakeSatang: z.number().int().min(SPORT_STAKE_MIN_SATANG).max(SPORT_STAKE_MAX_SATANG).multipleOf(100),
});

export function createSportEngine(deps: {
  scheduler: Scheduler;
  clock: () => Date;
  resultAfterMs: number;
}): Engine & { publishResult(fixtureId: string): Promise<void> } {
  const states = new Map<string, FixtureState>();

  function stateOf(fixture: Fixture): FixtureState {
    const existing = states.get(fixture.id);
    if (existing) return existing;
    const created: FixtureState = { fixture, slips: [] };
    states.set(fixture.id, created);
    return created;
  }

  async function publishResult(fixtureId: string): Promise<void> {
    const state = states.get(fixtureId);
    if (!state || state.result) return;
    const pick = drawResult(state.fixture, randomFloat());
    state.result = { pick, score: scoreFor(pick, randomFloat) };
    await Promise.all(
      state.slips
        .filter((slip) => slip.status === 'open')
        .map((slip) => settlePendingBet(slip, sportPayout(slip.pick, pick, slip.stakeSatang, slip.oddsHundredths))),
    );
  }

  function fixtureView(fixture: Fixture) {
    const state = states.get(fixture.id);
    return {
      id: fixture.id,
      home: fixture.home,
      away: fixture.away,
      kickOffText: bangkokClockText(fixture.kickOffAt),
      odds: Object.fromEntries(SPORT_PICKS.map((pick) => [pick, (fixture.oddsHundredths[pick] / 100).toFixed(2)])),
      publishesAt: state?.publishesAt?.toISOString() ?? null,
      result: state?.result ?? null,
    };
  }

  return {
    publishResult,
    view({ session }) {
      const today = fixturesOn(deps.clock());
      const slips = [...states.values()].flatMap((state) =>
        state.slips
          .filter((slip) => slip.sessionId === session.id)
          .map((slip) => ({ ...pendingBetView(slip), fixture: fixtureView(state.fixture), odds: (slip.oddsHundredths / 100).toFixed(2) })),
      );
      return { fixtures: today.map(fixtureView), slips: slips.reverse(), stakesSatang: [1_000, 5_000, 10_000, 50_000] };
    },
    async act(context, input) {
      const parsed = slipSchema.safeParse(input);
      if (!parsed.success) return badInput('fixtureId, pick and a whole-baht stakeSatang are required');
      const fixture = fixturesOn(deps.clock()).find((each) => each.id === parsed.data.fixtureId) ?? states.get(parsed.data.fixtureId)?.fixture;
      if (!fixture) return { statusCode: 404, body: { error: 'no such fixture' } };
      const state = stateOf(fixture);
      if (state.result) return { statusCode: 200, body: { ok: false, error: 'FIXTURE_SETTLED', message: TEXTS.fixtureSettled } };
      const slipId = randomId('sbx-slip-');
      const oddsHundredths = fixture.oddsHundredths[parsed.data.pick];
      const bet = await context.wallet.placeBet({ round: slipId, amountSatang: parsed.data.stakeSatang });
      if (bet.kind !== 'accepted') return betRefusal(bet);
      const slip: SportSlip = {
        round: slipId,
        sessionId: context.session.id,
        stakeSatang: parsed.data.stakeSatang,
        betTransactionUuid: bet.transactionUuid,
        wallet: context.wallet,
        status: 'open',
        fixtureId: fixture.id,
        pick: parsed.data.pick,
        oddsHundredths,
      };
      state.slips.push(slip);
      const publishedMeanwhile = resultOf(state);
      if (publishedMeanwhile) {
        // The result came out while the bet was on its way: settle against it at once.
        await settlePendingBet(slip, sportPayout(slip.pick, publishedMeanwhile.pick, slip.stakeSatang, oddsHundredths));
      } else if (!state.publishesAt) {
        state.publishesAt = new Date(deps.clock().getTime() + deps.resultAfterMs);
        deps.scheduler.after(deps.resultAfterMs, () => publishResult(fixture.id));
      }
      return { statusCode: 200, body: { ok: true, slip: { ...pendingBetView(slip), fixture: fixtureView(fixture) }, ...balanceFields(bet.balanceUnits) } };
    },
  };
}
