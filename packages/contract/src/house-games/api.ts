import { z } from 'zod';
import { BACCARAT_BETS_SATANG, BACCARAT_SIDES } from './baccarat';
import { HILO_BETS_SATANG, HILO_CHOICES } from './hilo';
import { HOUSE_GAME_CODES } from './outcome';
import { SLOT_BETS_SATANG } from './slot';

/**
 * The house games' own API, called by the game screens at /play/house. The house provider is a
 * game provider like any other: it moves money only through the signed seamless-wallet API.
 * A play session starts from the launch token of opengame; its play token goes in x-play-token.
 */
export const PLAY_TOKEN_HEADER = 'x-play-token';

const oneOf = (values: readonly number[]) =>
  z
    .number()
    .int()
    .refine((value) => values.includes(value), { message: 'จำนวนเดิมพันไม่อยู่ในรายการที่เลือกได้' });

export const houseGameCodeSchema = z.enum(HOUSE_GAME_CODES);

export const startPlayRequestSchema = z.object({ launchToken: z.string().min(16).max(200) });

const cardSchema = z.object({ rank: z.number().int(), suit: z.enum(['spades', 'hearts', 'diamonds', 'clubs']) });

export const fairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});

export const roundDetailSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('house-slot'),
    stops: z.array(z.number().int()),
    grid: z.array(z.array(z.string())),
    lineWins: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), winSatang: z.number().int() })),
  }),
  z.object({
    game: z.literal('house-baccarat'),
    side: z.enum(BACCARAT_SIDES),
    player: z.array(cardSchema),
    banker: z.array(cardSchema),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    winner: z.enum(BACCARAT_SIDES),
  }),
  z.object({
    game: z.literal('house-hilo'),
    cards: z.array(cardSchema),
    choices: z.array(z.enum(HILO_CHOICES)),
    multiplierBps: z.number().int(),
    hiloStatus: z.enum(['open', 'lost', 'capped']),
  }),
]);

export const ROUND_STATUSES = ['pending', 'placed', 'closing', 'settled', 'refused', 'voided'] as const;

export const houseRoundSchema = z.object({
  roundId: z.uuid(),
  gameCode: houseGameCodeSchema,
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** Shown once the seed has been rotated away; until then only its hash. */
  serverSeed: z.string().nullable(),
  betSatang: z.number().int(),
  winSatang: z.number().int(),
  /**
   * pending: bet not confirmed; placed: bet taken, hi-lo still in play; closing: outcome final,
   * win being paid; settled; refused (no money moved); voided (bet returned).
   */
  status: z.enum(ROUND_STATUSES),
  detail: roundDetailSchema,
  createdAt: z.iso.datetime(),
});
export type HouseRound = z.infer<typeof houseRoundSchema>;

export const playStateSchema = z.object({
  gameCode: houseGameCodeSchema,
  balanceSatang: z.number().int(),
  fairness: fairnessSchema,
  /** The open hi-lo round, if any. */
  openRound: houseRoundSchema.nullable(),
  /** When the next slot spin is allowed (ISO), or null when now. */
  nextSpinAt: z.iso.datetime().nullable(),
});

export const startPlayResponseSchema = z.object({ data: playStateSchema.extend({ playToken: z.string(), expiresAt: z.iso.datetime() }) });
export const playStateResponseSchema = z.object({ data: playStateSchema });

export const roundResponseSchema = z.object({
  data: z.object({ round: houseRoundSchema, balanceSatang: z.number().int(), fairness: fairnessSchema, nextSpinAt: z.iso.datetime().nullable() }),
});

export const slotSpinRequestSchema = z.object({ betSatang: oneOf(SLOT_BETS_SATANG) });
export const baccaratDealRequestSchema = z.object({ side: z.enum(BACCARAT_SIDES), betSatang: oneOf(BACCARAT_BETS_SATANG) });
export const hiloStartRequestSchema = z.object({ betSatang: oneOf(HILO_BETS_SATANG) });
export const hiloGuessRequestSchema = z.object({ choice: z.enum(HILO_CHOICES) });

export const rotateSeedRequestSchema = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1, 'กรุณากรอก client seed')
    .max(64, 'client seed ยาวได้ไม่เกิน 64 ตัวอักษร')
    .regex(/^[\x21-\x7e]+$/, 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และสัญลักษณ์'),
});
export const rotateSeedResponseSchema = z.object({
  data: z.object({
    revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), roundsPlayed: z.number().int() }),
    fairness: fairnessSchema,
  }),
});

export const roundHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const roundHistoryResponseSchema = z.object({
  data: z.array(houseRoundSchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
