import { z } from 'zod';
import { satangToBahtText } from '../lib/money-text';
import { randomId } from '../lib/random';
import type { Scheduler } from '../lib/scheduler';
import { TEXTS } from '../texts';
import { badInput, balanceFields, betRefusal, winStatusOf, type Engine, type PlayContext } from './engine';

/** A bet the page offers: its value, its Thai label and what it pays. */
export interface TableChoice {
  value: string;
  label: string;
  pays: string;
}

export interface TableSettlement {
  /** What the bet returns, stake included (0 for a loss). */
  winSatang: number;
  resultText: string;
  detail: Record<string, unknown>;
}

/**
 * The rules of one table (baccarat, roulette, dragon tiger, hi-lo, pok deng). `stateFor` is what
 * the table shows before a bet (hi-lo's card to beat); the round keeps the state it was bet on.
 */
export interface TableRules<State> {
  choices(state: State): readonly TableChoice[];
  stakesSatang: readonly number[];
  stateFor(sessionId: string): State;
  settle(choice: string, stakeSatang: number, state: State, sessionId: string): TableSettlement;
}

interface TableRound {
  round: string;
  choice: string;
  choiceLabel: string;
  stakeSatang: number;
  stakeText: string;
  settlesAt: string;
  status: 'waiting' | 'settled';
  resultText?: string;
  detail?: Record<string, unknown>;
  winSatang?: number;
  winText?: string;
  winStatus?: string;
  balanceText?: string;
}

/** The rounds a page lists: the latest few. */
const ROUNDS_SHOWN = 10;

const betSchema = z.object({ stakeSatang: z.number().int(), choice: z.string().min(1).max(40) });

/**
 * A live table: the bet is taken now (`transaction/bet`), the result is revealed and settled
 * `settleAfterMs` later with `transaction/win` (0 for a loss). Settlement does not need the page:
 * a player who closed it is paid all the same.
 */
export function createTableEngine<State>(rules: TableRules<State>, deps: { scheduler: Scheduler; clock: () => Date; settleAfterMs: number }): Engine {
  const roundsBySession = new Map<string, TableRound[]>();

  async function settle(context: PlayContext, round: TableRound, state: State, betTransactionUuid: string): Promise<void> {
    const settlement = rules.settle(round.choice, round.stakeSatang, state, context.session.id);
    const win = await context.wallet.payWin({ round: round.round, amountSatang: settlement.winSatang, betTransactionUuid, isRoundClosed: true });
    const settled: Partial<TableRound> = {
      status: 'settled',
      resultText: settlement.resultText,
      detail: settlement.detail,
      winSatang: settlement.winSatang,
      winText: satangToBahtText(settlement.winSatang),
      winStatus: winStatusOf(win),
      ...(win.kind === 'paid' ? balanceFields(win.balanceUnits) : {}),
    };
    Object.assign(round, settled);
  }

  return {
    view({ session }) {
      const state = rules.stateFor(session.id);
      return {
        choices: rules.choices(state),
        stakesSatang: rules.stakesSatang,
        table: state,
        rounds: roundsBySession.get(session.id) ?? [],
        settleAfterMs: deps.settleAfterMs,
      };
    },
    async act(context, input) {
      const parsed = betSchema.safeParse(input);
      const state = rules.stateFor(context.session.id);
      const choice = parsed.success ? rules.choices(state).find((each) => each.value === parsed.data.choice) : undefined;
      if (!parsed.success || !choice || !rules.stakesSatang.includes(parsed.data.stakeSatang)) return badInput('a listed choice and stakeSatang are required');
      const roundId = randomId('sbx-table-');
      const bet = await context.wallet.placeBet({ round: roundId, amountSatang: parsed.data.stakeSatang });
      if (bet.kind !== 'accepted') return betRefusal(bet);
      const round: TableRound = {
        round: roundId,
        choice: choice.value,
        choiceLabel: choice.label,
        stakeSatang: parsed.data.stakeSatang,
        stakeText: satangToBahtText(parsed.data.stakeSatang),
        settlesAt: new Date(deps.clock().getTime() + deps.settleAfterMs).toISOString(),
        status: 'waiting',
      };
      const rounds = [round, ...(roundsBySession.get(context.session.id) ?? [])].slice(0, ROUNDS_SHOWN);
      roundsBySession.set(context.session.id, rounds);
      deps.scheduler.after(deps.settleAfterMs, () => settle(context, round, state, bet.transactionUuid));
      return { statusCode: 200, body: { ok: true, round, message: TEXTS.waiting, ...balanceFields(bet.balanceUnits) } };
    },
  };
}
