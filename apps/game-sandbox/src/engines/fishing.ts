import { z } from 'zod';
import { randomFloat } from '../lib/random';
import { badInput, type Engine } from './engine';
import { playInstantRound } from './instant-round';

/**
 * The fishing games: the player aims the cannon at a fish and fires; each shot is one round
 * (bet, then a win of 0 or the fish's multiple of the stake). A fish worth m times the stake is
 * caught with probability 0.96 / m, so every shot returns 96 % whichever fish is aimed at.
 */
export const FISHING_RTP = 0.96;
export const CANNON_STAKES_SATANG = [100, 200, 500, 1_000] as const;

export const FISH = [
  { key: 'sardine', name: 'ปลาซาร์ดีน', multiple: 2 },
  { key: 'clownfish', name: 'ปลาการ์ตูน', multiple: 3 },
  { key: 'pufferfish', name: 'ปลาปักเป้า', multiple: 5 },
  { key: 'turtle', name: 'เต่าทะเล', multiple: 10 },
  { key: 'octopus', name: 'ปลาหมึกยักษ์', multiple: 20 },
  { key: 'shark', name: 'ฉลามทองคำ', multiple: 50 },
  { key: 'dragon', name: 'มังกรทะเล', multiple: 100 },
] as const;

export type FishKey = (typeof FISH)[number]['key'];

const shotSchema = z.object({ stakeSatang: z.number().int(), fish: z.enum(FISH.map((fish) => fish.key)) });

/** Whether a shot at a fish of `multiple` catches it, from one uniform float. */
export function isCaught(multiple: number, float = randomFloat()): boolean {
  return float < FISHING_RTP / multiple;
}

export function createFishingEngine(): Engine {
  return {
    view() {
      return { stakesSatang: CANNON_STAKES_SATANG, fish: FISH };
    },
    async act(context, input) {
      const parsed = shotSchema.safeParse(input);
      if (!parsed.success || !CANNON_STAKES_SATANG.some((stake) => stake === parsed.data.stakeSatang))
        return badInput('a listed stakeSatang and a fish are required');
      const fish = FISH.find((each) => each.key === parsed.data.fish) ?? FISH[0];
      const caught = isCaught(fish.multiple);
      const winSatang = caught ? parsed.data.stakeSatang * fish.multiple : 0;
      return playInstantRound(context, { prefix: 'sbx-shot-', stakeSatang: parsed.data.stakeSatang, winSatang, outcome: { fish: fish.key, caught } });
    },
  };
}
