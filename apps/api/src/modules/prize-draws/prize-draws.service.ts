import { FLIP_CARD_COUNT, type DrawnCard, type PrizeBoard, type PrizeDraw, type PrizeDrawResult, type PrizeGame } from '@app/contract/rewards/prize-draws';
import type { DrawnCard as StoredCard, DrawnTable } from '../../db/schema/rewards';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { lockMember } from '../members/members.repo';
import { readBalances } from '../rewards/balances';
import { payReward } from '../rewards/pay-reward';
import { findRewardSettings } from '../rewards/reward-setup.repo';
import { toReward } from '../rewards/reward-shape';
import { drawRule, unusedEntitlements } from './entitlements';
import { findDrawByRequestKey, insertDrawIfNew, listDraws, listEnabledOptions, type PrizeDrawRow, type PrizeOptionRow } from './prize-draws.repo';
import { cryptoRandomBelow, pickWeighted, type RandomBelow } from './weighted-choice';

interface Member {
  brandId: string;
  memberId: string;
}

const HISTORY_LIMIT = 50;

function toDraw(row: PrizeDrawRow): PrizeDraw {
  return {
    id: row.id,
    optionId: row.optionId,
    label: row.label,
    reward: toReward(row.rewardKind, row.amount),
    source: row.entitlement.startsWith('deposit:') ? 'deposit' : 'daily',
    createdAt: row.createdAt.toISOString(),
  };
}

function toStoredCard(option: PrizeOptionRow): StoredCard {
  return { optionId: option.id, label: option.label, rewardKind: option.rewardKind, amount: option.amount };
}

/** The table as the member's screen shows it; null for the wheel and for flips made before tables were kept. */
export interface FlipTable {
  cardIndex: number;
  cards: DrawnCard[];
}

function toFlipTable(layout: DrawnTable | null): FlipTable | null {
  if (!layout) return null;
  return {
    cardIndex: layout.cardIndex,
    cards: layout.cards.map((card) => ({ optionId: card.optionId, label: card.label, reward: toReward(card.rewardKind, card.amount) })),
  };
}

/**
 * A flip card's whole table, drawn when the member picks: the picked card holds the prize drawn
 * for the member, and every other card a prize drawn by the same weights, independently, so what
 * the other cards show is what they really held and as likely as the member's own card.
 */
function drawTable(options: PrizeOptionRow[], picked: { option: PrizeOptionRow; cardIndex: number }, randomBelow: RandomBelow): DrawnTable {
  const weights = options.map((option) => option.weight);
  const cards = Array.from({ length: FLIP_CARD_COUNT }, (_, index) => {
    const option = index === picked.cardIndex ? picked.option : options[pickWeighted(weights, randomBelow)];
    if (!option) throw new Error('the drawn option does not exist');
    return toStoredCard(option);
  });
  return { cardIndex: picked.cardIndex, cards };
}

/** The prizes (never their weights) and how many draws the member has now. */
export async function getPrizeBoard(db: Database, member: Member, game: PrizeGame, now: Date): Promise<PrizeBoard> {
  const [options, settings] = await Promise.all([listEnabledOptions(db, member.brandId, game), findRewardSettings(db, member.brandId)]);
  const rule = drawRule(settings, game);
  const unused = await unusedEntitlements(db, member.memberId, game, rule, now);
  return {
    options: options.map((option) => ({
      id: option.id,
      label: option.label,
      colour: option.colour,
      image: option.imageKey,
      reward: toReward(option.rewardKind, option.amount),
    })),
    drawsLeft: unused.length,
    dailyDraws: rule.dailyDraws,
    depositMinSatang: rule.depositMinSatang,
  };
}

/**
 * One draw: under the member's row lock (so a member's racing requests are judged one by one),
 * a request key already used returns its first draw; otherwise the first unused entitlement is
 * spent, a prize is picked by weight with a cryptographic random number, recorded, and paid
 * through the ledger, all in one transaction. A flip card's draw also draws and records what the
 * other cards of the table held (`cardIndex` is the member's card), returned as `table`; a replay
 * answers the table of its first draw.
 */
export async function drawPrize(
  db: Database,
  member: Member,
  request: { game: PrizeGame; requestKey?: string | undefined; now: Date; cardIndex?: number | undefined },
  randomBelow: RandomBelow = cryptoRandomBelow,
): Promise<PrizeDrawResult & { table: FlipTable | null }> {
  const { game, requestKey, now } = request;
  return runInTransaction(db, async (tx) => {
    await lockMember(tx, member.memberId);
    const [options, settings] = await Promise.all([listEnabledOptions(tx, member.brandId, game), findRewardSettings(tx, member.brandId)]);
    const rule = drawRule(settings, game);
    const earlier = requestKey ? await findDrawByRequestKey(tx, member.memberId, game, requestKey) : undefined;
    if (earlier) {
      const unused = await unusedEntitlements(tx, member.memberId, game, rule, now);
      const index = options.findIndex((option) => option.id === earlier.optionId);
      return {
        draw: toDraw(earlier),
        optionIndex: index < 0 ? null : index,
        drawsLeft: unused.length,
        balances: await readBalances(tx, member),
        table: toFlipTable(earlier.cardLayout),
      };
    }
    // Options of weight 0 are shown but never drawn, so a board of only those has nothing to give.
    if (!options.some((option) => option.weight > 0)) throw new AppError('PRIZES_NOT_SET');
    const unused = await unusedEntitlements(tx, member.memberId, game, rule, now);
    const entitlement = unused[0];
    if (!entitlement) throw new AppError('NO_DRAWS_LEFT');
    const optionIndex = pickWeighted(
      options.map((option) => option.weight),
      randomBelow,
    );
    const option = options[optionIndex];
    if (!option) throw new Error('the picked option does not exist');
    const cardLayout = game === 'flip_card' ? drawTable(options, { option, cardIndex: request.cardIndex ?? 0 }, randomBelow) : null;
    const row = await insertDrawIfNew(tx, {
      brandId: member.brandId,
      memberId: member.memberId,
      game,
      entitlement: entitlement.key,
      optionId: option.id,
      label: option.label,
      rewardKind: option.rewardKind,
      amount: option.amount,
      requestKey: requestKey ?? null,
      cardLayout,
      createdAt: now,
    });
    // The member's row lock makes this unreachable; the unique key would still refuse a second draw.
    if (!row) throw new AppError('NO_DRAWS_LEFT');
    await payReward(tx, {
      ...member,
      rewardKind: option.rewardKind,
      amount: option.amount,
      idempotencyKey: `prize:${row.id}`,
      memo: { game, drawId: row.id },
      at: now,
    });
    return { draw: toDraw(row), optionIndex, drawsLeft: unused.length - 1, balances: await readBalances(tx, member), table: toFlipTable(row.cardLayout) };
  });
}

export async function listPrizeDraws(db: Database, member: Member, game: PrizeGame): Promise<PrizeDraw[]> {
  return (await listDraws(db, member.memberId, game, HISTORY_LIMIT)).map(toDraw);
}
