import type { CatalogueGame } from '../catalogue/games';
import { unitsToBahtText } from '../lib/money-text';
import type { PlaySession } from '../sessions/play-sessions';
import { TEXTS } from '../texts';
import type { BetOutcome, PlayerWallet, WinOutcome } from '../wallet/player-wallet';

/** Everything an engine needs to play one action of one session. */
export interface PlayContext {
  session: PlaySession;
  game: CatalogueGame;
  wallet: PlayerWallet;
}

/** What the page's script gets back: `ok` false for a refusal the player should read. */
export interface ActionAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

/**
 * One way of playing (slot, fishing, a table, the book, the lottery). `view` is what the page
 * shows about the session (its open rounds, the fixtures, the draws); `act` is one action.
 */
export interface Engine {
  view(context: PlayContext): Record<string, unknown>;
  act(context: PlayContext, input: unknown): Promise<ActionAnswer>;
}

export function badInput(message: string): ActionAnswer {
  return { statusCode: 400, body: { error: message } };
}

export function balanceFields(balanceUnits: number | undefined): { balanceUnits?: number; balanceText?: string } {
  return balanceUnits === undefined ? {} : { balanceUnits, balanceText: unitsToBahtText(balanceUnits) };
}

/** A bet the operator did not take, as the page shows it; "เครดิตไม่พอ" comes with the operator's balance. */
export function betRefusal(outcome: Exclude<BetOutcome, { kind: 'accepted' }>): ActionAnswer {
  if (outcome.kind === 'not-enough-money') {
    return { statusCode: 200, body: { ok: false, error: 'NOT_ENOUGH_MONEY', message: TEXTS.notEnoughMoney, ...balanceFields(outcome.balanceUnits) } };
  }
  return { statusCode: 200, body: { ok: false, error: 'BET_FAILED', message: TEXTS.betFailed } };
}

/** How a win went, as the page says it: paid now, still being delivered, or refused by the operator. */
export function winStatusOf(win: WinOutcome): 'paid' | 'pending' | 'refused' {
  return win.kind;
}

/** The balance to show after a win, and what to say when the win is not paid yet. */
export function winFields(win: WinOutcome, balanceAfterBetUnits: number): Record<string, unknown> {
  if (win.kind === 'paid') return { winStatus: 'paid', ...balanceFields(win.balanceUnits) };
  if (win.kind === 'pending') return { winStatus: 'pending', message: TEXTS.winPending, ...balanceFields(balanceAfterBetUnits) };
  return { winStatus: 'refused', message: TEXTS.winRefused, ...balanceFields(balanceAfterBetUnits) };
}
