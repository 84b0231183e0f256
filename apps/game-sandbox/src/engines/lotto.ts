import { z } from 'zod';
import type { CatalogueGame } from '../catalogue/games';
import { bangkokClockText } from '../lib/bangkok-time';
import { randomBelow } from '../lib/random';
import type { Scheduler } from '../lib/scheduler';
import { badInput, balanceFields, betRefusal, type Engine } from './engine';
import { pendingBetView, settlePendingBet, type PendingBet } from './settle-later';

/**
 * Thai-style lottery on the sandbox's own schedule: every `drawEveryMs` each lottery game draws a
 * 3-digit number. A ticket is a `transaction/bet` whose round is the draw id; "3 ตัวตรง" pays
 * 900x on the exact number, "2 ตัว" 90x on its last two digits. After a draw every ticket of it
 * is settled with `transaction/win` (0 for a loss).
 */
export const LOTTO_KINDS = { two: { digits: 2, returns: 90 }, three: { digits: 3, returns: 900 } } as const;
export type LottoKind = keyof typeof LOTTO_KINDS;
export const LOTTO_STAKES_SATANG = [100, 500, 1_000, 5_000, 10_000] as const;

interface LottoTicket extends PendingBet {
  kind: LottoKind;
  number: string;
}

interface DrawResult {
  drawId: string;
  drawnAt: string;
  /** The draw's Bangkok time, "14:35": what the page calls the draw. */
  drawTimeText: string;
  number: string;
}

const PAST_RESULTS_SHOWN = 10;

const ticketSchema = z.object({ kind: z.enum(['two', 'three']), number: z.string().regex(/^\d{2,3}$/), stakeSatang: z.number().int() });

export function lottoPayout(kind: LottoKind, ticketNumber: string, drawnNumber: string, stakeSatang: number): number {
  const { digits, returns } = LOTTO_KINDS[kind];
  return drawnNumber.slice(-digits) === ticketNumber ? stakeSatang * returns : 0;
}

/** The id of the draw at `drawAtMs`, unique per game. */
function drawIdOf(game: CatalogueGame, drawAtMs: number): string {
  return `${game.gameCode}-${drawAtMs}`;
}

export function createLottoEngine(
  game: CatalogueGame,
  deps: { scheduler: Scheduler; clock: () => Date; drawEveryMs: number },
): Engine & { runDraw(): Promise<void> } {
  const tickets = new Map<string, LottoTicket[]>();
  const results: DrawResult[] = [];
  // Draws fall on multiples of the interval, so the time of the next one is plain to see.
  let nextDrawAtMs = Math.floor(deps.clock().getTime() / deps.drawEveryMs) * deps.drawEveryMs + deps.drawEveryMs;

  async function runDraw(): Promise<void> {
    const drawId = drawIdOf(game, nextDrawAtMs);
    const drawn = String(randomBelow(1000)).padStart(3, '0');
    results.unshift({ drawId, drawnAt: new Date(nextDrawAtMs).toISOString(), drawTimeText: bangkokClockText(new Date(nextDrawAtMs)), number: drawn });
    results.splice(PAST_RESULTS_SHOWN);
    nextDrawAtMs += deps.drawEveryMs;
    const due = tickets.get(drawId) ?? [];
    await Promise.all(
      due
        .filter((ticket) => ticket.status === 'open')
        .map((ticket) => settlePendingBet(ticket, lottoPayout(ticket.kind, ticket.number, drawn, ticket.stakeSatang))),
    );
  }

  /** Each draw schedules the next one interval later (real time), so a frozen test clock cannot make them spin. */
  function scheduleNextDraw(delayMs: number): void {
    deps.scheduler.after(delayMs, async () => {
      scheduleNextDraw(deps.drawEveryMs);
      await runDraw();
    });
  }
  scheduleNextDraw(nextDrawAtMs - deps.clock().getTime());

  return {
    runDraw,
    view({ session }) {
      const mine = [...tickets.values()].flatMap((list) => list.filter((ticket) => ticket.sessionId === session.id));
      return {
        drawId: drawIdOf(game, nextDrawAtMs),
        nextDrawAt: new Date(nextDrawAtMs).toISOString(),
        nextDrawTimeText: bangkokClockText(new Date(nextDrawAtMs)),
        msToNextDraw: Math.max(0, nextDrawAtMs - deps.clock().getTime()),
        stakesSatang: LOTTO_STAKES_SATANG,
        tickets: mine
          .reverse()
          .slice(0, 30)
          .map((ticket) => ({ ...pendingBetView(ticket), kind: ticket.kind, number: ticket.number })),
        results,
      };
    },
    async act(context, input) {
      const parsed = ticketSchema.safeParse(input);
      if (
        !parsed.success ||
        parsed.data.number.length !== LOTTO_KINDS[parsed.data.kind].digits ||
        !LOTTO_STAKES_SATANG.some((stake) => stake === parsed.data.stakeSatang)
      ) {
        return badInput('kind, a number of its digits and a listed stakeSatang are required');
      }
      const drawId = drawIdOf(game, nextDrawAtMs);
      const bet = await context.wallet.placeBet({ round: drawId, amountSatang: parsed.data.stakeSatang });
      if (bet.kind !== 'accepted') return betRefusal(bet);
      const ticket: LottoTicket = {
        round: drawId,
        sessionId: context.session.id,
        stakeSatang: parsed.data.stakeSatang,
        betTransactionUuid: bet.transactionUuid,
        wallet: context.wallet,
        status: 'open',
        kind: parsed.data.kind,
        number: parsed.data.number,
      };
      tickets.set(drawId, [...(tickets.get(drawId) ?? []), ticket]);
      const alreadyDrawn = results.find((result) => result.drawId === drawId);
      // The draw ran while the bet was on its way: settle against it at once.
      if (alreadyDrawn) await settlePendingBet(ticket, lottoPayout(ticket.kind, ticket.number, alreadyDrawn.number, ticket.stakeSatang));
      return {
        statusCode: 200,
        body: { ok: true, ticket: { ...pendingBetView(ticket), kind: ticket.kind, number: ticket.number }, ...balanceFields(bet.balanceUnits) },
      };
    },
  };
}
