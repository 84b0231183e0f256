import { z } from 'zod';
import { balancesSchema, rewardSchema } from './reward';

/**
 * The lucky wheel and the flip card are both prize draws: the server picks one of the brand's
 * options by weight with a cryptographic random number, once per entitlement (a free draw per
 * Bangkok day, and one per qualifying deposit). Weights never leave the server.
 */
export const PRIZE_GAMES = ['wheel', 'flip_card'] as const;
export type PrizeGame = (typeof PRIZE_GAMES)[number];

export const prizeOptionSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  /** #rrggbb, the wheel segment's colour. */
  colour: z.string(),
  /** An image path relative to the brand's image base URL, or an absolute https URL; empty for none. */
  image: z.string(),
  reward: rewardSchema,
});
export type PrizeOption = z.infer<typeof prizeOptionSchema>;

export const prizeBoardSchema = z.object({
  /** In the order they are drawn on the wheel (clockwise from the top) or laid out as cards. */
  options: z.array(prizeOptionSchema),
  /** Draws the member may make now. */
  drawsLeft: z.number().int().min(0),
  /** Free draws each Bangkok day, as the brand set them; 0 when there are none. */
  dailyDraws: z.number().int().min(0),
  /** The smallest deposit that earns one more draw, in satang; 0 when deposits earn none. */
  depositMinSatang: z.number().int().min(0),
});
export type PrizeBoard = z.infer<typeof prizeBoardSchema>;
export const prizeBoardResponseSchema = z.object({ data: prizeBoardSchema });

export const prizeDrawSchema = z.object({
  id: z.uuid(),
  optionId: z.uuid(),
  label: z.string(),
  reward: rewardSchema,
  /** daily: the day's free draw; deposit: earned by a deposit. */
  source: z.enum(['daily', 'deposit']),
  createdAt: z.iso.datetime(),
});
export type PrizeDraw = z.infer<typeof prizeDrawSchema>;

export const prizeDrawResultSchema = z.object({
  draw: prizeDrawSchema,
  /**
   * Where the drawn option sits in the board's `options` now; null when a replayed draw's option
   * has since left the board. The wheel finds its segment by `draw.optionId`, which is exact even
   * if the board the screen holds is older than this answer.
   */
  optionIndex: z.number().int().min(0).nullable(),
  drawsLeft: z.number().int().min(0),
  balances: balancesSchema,
});
export type PrizeDrawResult = z.infer<typeof prizeDrawResultSchema>;
export const prizeDrawResultResponseSchema = z.object({ data: prizeDrawResultSchema });

/**
 * The member's key for one press of the spin or flip button, reused if that same press is sent
 * again after a lost answer: the retry returns the first draw instead of spending another.
 */
const requestKeySchema = z.string().trim().min(8).max(100);
export const wheelSpinRequestSchema = z.object({ idempotencyKey: requestKeySchema.optional() });
/** The cards on the flip card's table. */
export const FLIP_CARD_COUNT = 6;

/** One card of the table as it was drawn: the prize it held then (an operator may change the option later). */
export const drawnCardSchema = z.object({ optionId: z.uuid(), label: z.string(), reward: rewardSchema });
export type DrawnCard = z.infer<typeof drawnCardSchema>;

/**
 * The flip card takes the card the member touched. The prize does not depend on which card it is:
 * the member's card holds the prize drawn by the options' weights, and every other card holds a
 * prize drawn by the same weights at the same moment, which the table shows face up afterwards.
 */
export const flipCardRequestSchema = z.object({
  cardIndex: z
    .number()
    .int()
    .min(0)
    .max(FLIP_CARD_COUNT - 1)
    .optional(),
  idempotencyKey: requestKeySchema.optional(),
});
export const flipCardResultResponseSchema = z.object({
  data: prizeDrawResultSchema.extend({
    cardIndex: z
      .number()
      .int()
      .min(0)
      .max(FLIP_CARD_COUNT - 1),
    /**
     * What every card held, in table order, the member's at `cardIndex`, as drawn and recorded with
     * the draw; a replayed request answers the same table. Null for a flip made before the table
     * was kept.
     */
    cards: z.array(drawnCardSchema).length(FLIP_CARD_COUNT).nullable(),
  }),
});
export type FlipCardResult = z.infer<typeof flipCardResultResponseSchema>['data'];

export const prizeDrawLogResponseSchema = z.object({ data: z.array(prizeDrawSchema) });
