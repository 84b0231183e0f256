import { hashOf, seededSequence } from '../art/svg-kit';
import { bangkokDay, bangkokInstant } from '../lib/bangkok-time';

/**
 * The sportsbook's pre-match book: six football fixtures a Bangkok day, drawn from the day
 * itself so every player (and every restart) sees the same fixtures and prices that day. Prices
 * are decimal 1X2 odds with a 5 % margin over the probabilities the result is drawn with.
 */
export const SPORT_PICKS = ['home', 'draw', 'away'] as const;
export type SportPick = (typeof SPORT_PICKS)[number];

export interface Fixture {
  id: string;
  home: string;
  away: string;
  kickOffAt: Date;
  /** Decimal odds in hundredths (2.10 is 210), so a payout is whole satang. */
  oddsHundredths: Record<SportPick, number>;
  /** The chances the result is drawn with. */
  probabilities: Record<SportPick, number>;
}

const TEAMS = [
  'สิงห์บางกอก Bangkok Lions',
  'ช้างศึกอีสาน Isan Elephants',
  'ฉลามชลบุรี Chonburi Sharks',
  'เสือเชียงใหม่ Chiang Mai Tigers',
  'อินทรีโคราช Korat Eagles',
  'กระทิงระยอง Rayong Bulls',
  'นาคาหนองคาย Nong Khai Nagas',
  'ม้าลำปาง Lampang Horses',
  'ปลาวาฬภูเก็ต Phuket Whales',
  'วัวชนหาดใหญ่ Hat Yai Fighters',
  'นกยูงพะเยา Phayao Peacocks',
  'เต่าทองอยุธยา Ayutthaya Turtles',
] as const;

const KICK_OFF_TIMES: readonly (readonly [number, number])[] = [
  [17, 0],
  [18, 0],
  [18, 30],
  [19, 0],
  [20, 0],
  [21, 0],
];

/** The bookmaker's margin: prices are 1 / (probability x 1.05), so the book returns about 95 %. */
const MARGIN = 1.05;

function oddsOf(probability: number): number {
  return Math.max(101, Math.round(100 / (probability * MARGIN)));
}

export function fixturesForDay(day: string): Fixture[] {
  const next = seededSequence(hashOf(`fixtures:${day}`));
  const teams: string[] = [...TEAMS];
  for (let index = teams.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [teams[index], teams[other]] = [teams[other] ?? '', teams[index] ?? ''];
  }
  return KICK_OFF_TIMES.map(([hour, minute], index) => {
    const home = 0.3 + next() * 0.3;
    const draw = 0.22 + next() * 0.08;
    const probabilities = { home, draw, away: 1 - home - draw };
    return {
      id: `fx-${day}-${index + 1}`,
      home: teams[index * 2] ?? '',
      away: teams[index * 2 + 1] ?? '',
      kickOffAt: bangkokInstant(day, hour, minute),
      oddsHundredths: { home: oddsOf(probabilities.home), draw: oddsOf(probabilities.draw), away: oddsOf(probabilities.away) },
      probabilities,
    };
  });
}

export function fixturesOn(at: Date): Fixture[] {
  return fixturesForDay(bangkokDay(at));
}

/** The pick a float in [0, 1) lands on, with the fixture's probabilities. */
export function drawResult(fixture: Fixture, float: number): SportPick {
  if (float < fixture.probabilities.home) return 'home';
  if (float < fixture.probabilities.home + fixture.probabilities.draw) return 'draw';
  return 'away';
}

/** A score that agrees with the result: "2-1" for a home win and so on. */
export function scoreFor(result: SportPick, next: () => number): string {
  const low = Math.floor(next() * 3);
  const high = low + 1 + Math.floor(next() * 2);
  if (result === 'draw') return `${low}-${low}`;
  return result === 'home' ? `${high}-${low}` : `${low}-${high}`;
}

/** What a bet returns, stake included: stake x odds for the right pick, else 0. */
export function sportPayout(pick: SportPick, result: SportPick, stakeSatang: number, oddsHundredths: number): number {
  return pick === result ? Math.floor((stakeSatang * oddsHundredths) / 100) : 0;
}
