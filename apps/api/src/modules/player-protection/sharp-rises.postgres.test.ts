import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARP_RISE_HISTORY_DAYS, SHARP_RISE_MINIMUM_SATANG, SHARP_RISE_MULTIPLIER } from '@app/contract/sharp-rises';
import { addBangkokDays, bangkokDay, startOfBangkokDay } from '../../lib/bangkok-time';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { payTestWin, placeTestBet, rollBackTestBet, type ActivityMember } from '../../test-support/member-activity';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { creditTestDeposit } from '../../test-support/rewards';
import { getSharpRises } from './sharp-rises.service';

/** A repeatable stream of numbers in [0, 1), so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The first Bangkok day of December 2026: the day before it is in another month. */
const DAY = '2026-12-01';

/** What one member did, as the test wrote it: each amount with its moment. */
interface Activity {
  member: ActivityMember;
  deposits: { amountSatang: number; at: Date }[];
  /** A bet adds to the loss unless the game cancelled it; a win takes off. */
  plays: { kind: 'bet' | 'win'; amountSatang: number; at: Date; isCancelled: boolean }[];
}

/** The rule written out again from its description: at least the minimum, and at least 3 times the daily average of the 30 days before. */
function expectedFigures(activity: Activity) {
  const historyStart = addBangkokDays(DAY, -SHARP_RISE_HISTORY_DAYS);
  const sumOn = (entries: { amountSatang: number; at: Date }[], isInWindow: (day: string) => boolean) =>
    entries.filter((entry) => isInWindow(bangkokDay(entry.at))).reduce((sum, entry) => sum + entry.amountSatang, 0);
  const losses = activity.plays
    .filter((play) => !play.isCancelled)
    .map((play) => ({ ...play, amountSatang: play.kind === 'bet' ? play.amountSatang : -play.amountSatang }));
  const isDay = (day: string) => day === DAY;
  const isHistory = (day: string) => day >= historyStart && day < DAY;
  const judge = (daySatang: number, historySatang: number) => ({
    daySatang,
    historySatang,
    isSharpRise: daySatang >= SHARP_RISE_MINIMUM_SATANG && daySatang >= (SHARP_RISE_MULTIPLIER * historySatang) / SHARP_RISE_HISTORY_DAYS,
  });
  return {
    deposit: judge(sumOn(activity.deposits, isDay), sumOn(activity.deposits, isHistory)),
    loss: judge(sumOn(losses, isDay), sumOn(losses, isHistory)),
  };
}

describe.skipIf(!testDatabaseUrl)('the sharp-rise report against what members did, on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let brandId: string;
  const activities: Activity[] = [];

  /**
   * Forty members of the brand and ten of another, each with deposits and play on random days from
   * 35 days before 1 December 2026 to the day after it, a share of them at the edges that decide
   * (the last millisecond before and the first of 1 December, of 2 December, and of the history's
   * first day), and some bets cancelled. Amounts are drawn so that some members reach the rule and
   * some fall just short.
   */
  beforeAll(async () => {
    database = await createThrowawayPostgres(10);
    const { db } = database;
    brandId = (await createTestBrand(db)).id;
    const otherBrandId = (await createTestBrand(db)).id;
    const random = seededRandom(20261201);
    const edges = [DAY, addBangkokDays(DAY, 1), addBangkokDays(DAY, -SHARP_RISE_HISTORY_DAYS)].flatMap((day) => {
      const start = startOfBangkokDay(day).getTime();
      return [new Date(start - 1), new Date(start)];
    });
    const firstInstant = startOfBangkokDay(addBangkokDays(DAY, -35)).getTime();
    const lastInstant = startOfBangkokDay(addBangkokDays(DAY, 2)).getTime();
    const moment = () => {
      if (random() < 0.35) return edges[Math.floor(random() * edges.length)] ?? new Date(firstInstant);
      // Half of the other moments fall on the day itself, so the day has something to judge.
      if (random() < 0.5) return new Date(startOfBangkokDay(DAY).getTime() + Math.floor(random() * 86_400_000));
      return new Date(firstInstant + Math.floor(random() * (lastInstant - firstInstant)));
    };
    const amount = () => [20_00, 300_00, 700_00, 1_000_00, 1_500_00, 4_000_00][Math.floor(random() * 6)] ?? 1_000_00;

    for (let index = 0; index < 50; index += 1) {
      const memberBrandId = index < 40 ? brandId : otherBrandId;
      const { member } = await createFundedMember(db, memberBrandId, { creditSatang: 10_000_000_00, passwordHash: 'x' });
      const activity: Activity = { member: { brandId: memberBrandId, memberId: member.id, username: member.username }, deposits: [], plays: [] };
      const events = 2 + Math.floor(random() * 8);
      for (let event = 0; event < events; event += 1) {
        const at = moment();
        const amountSatang = amount();
        const roll = random();
        if (roll < 0.4) {
          await creditTestDeposit(db, { brandId: memberBrandId, memberId: member.id, amountSatang, at });
          activity.deposits.push({ amountSatang, at });
        } else if (roll < 0.8) {
          const bet = await placeTestBet(db, activity.member, amountSatang, at);
          const isCancelled = random() < 0.2;
          if (isCancelled) await rollBackTestBet(db, activity.member, bet, new Date(at.getTime() + 60_000));
          activity.plays.push({ kind: 'bet', amountSatang, at, isCancelled });
        } else {
          await payTestWin(db, activity.member, amountSatang, at);
          activity.plays.push({ kind: 'win', amountSatang, at, isCancelled: false });
        }
      }
      activities.push(activity);
    }
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('lists exactly the members of the brand the rule picks, each with its figures', async () => {
    const report = await getSharpRises(database.db, brandId, { day: DAY, now: startOfBangkokDay(addBangkokDays(DAY, 3)) });
    const expected = activities
      .filter((activity) => activity.member.brandId === brandId)
      .map((activity) => ({ username: activity.member.username, ...expectedFigures(activity) }))
      .filter((figures) => figures.deposit.isSharpRise || figures.loss.isSharpRise);
    // The drawn activity has members on both sides of the rule, by deposit and by loss.
    expect(expected.filter((figures) => figures.deposit.isSharpRise).length).toBeGreaterThan(2);
    expect(expected.filter((figures) => figures.loss.isSharpRise).length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(40);

    const listed = report.members.map((member) => ({
      username: member.username,
      deposit: { daySatang: member.deposit.daySatang, historySatang: member.deposit.historySatang, isSharpRise: member.deposit.isSharpRise },
      loss: { daySatang: member.loss.daySatang, historySatang: member.loss.historySatang, isSharpRise: member.loss.isSharpRise },
    }));
    const byUsername = (a: { username: string }, b: { username: string }) => a.username.localeCompare(b.username);
    expect(listed.sort(byUsername)).toEqual(expected.sort(byUsername));
  });

  it('puts the largest rise first', async () => {
    const { members } = await getSharpRises(database.db, brandId, { day: DAY, now: startOfBangkokDay(addBangkokDays(DAY, 3)) });
    const rise = (member: (typeof members)[number]) =>
      Math.max(member.deposit.isSharpRise ? member.deposit.daySatang : 0, member.loss.isSharpRise ? member.loss.daySatang : 0);
    const rises = members.map(rise);
    expect(rises).toEqual([...rises].sort((a, b) => b - a));
  });
});
