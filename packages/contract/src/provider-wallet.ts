import { z } from 'zod';

/**
 * The generic seamless-wallet protocol providers call the operator with (house provider
 * included). Every body is JSON, signed like every integration: x-timestamp (Unix seconds) and
 * x-signature = hex HMAC-SHA256(provider secret, "<timestamp>.<raw body>"). Amounts are satang.
 */
const tokenSchema = z.string().min(16).max(200);
const transactionIdSchema = z.string().trim().min(1).max(100);
const roundIdSchema = z.string().trim().min(1).max(100);
const gameCodeSchema = z.string().trim().min(1).max(100);

export const walletBalanceRequestSchema = z.object({ token: tokenSchema });

export const walletBetRequestSchema = z.object({
  token: tokenSchema,
  transactionId: transactionIdSchema,
  roundId: roundIdSchema,
  gameCode: gameCodeSchema,
  amountSatang: z.number().int().positive().max(100_000_000_00),
});

/** A win of 0 closes a lost round without moving money. */
export const walletWinRequestSchema = walletBetRequestSchema.extend({
  amountSatang: z.number().int().min(0).max(100_000_000_00),
});

export const walletRollbackRequestSchema = z.object({
  token: tokenSchema,
  transactionId: transactionIdSchema,
  rolledBackTransactionId: transactionIdSchema,
  roundId: roundIdSchema,
  gameCode: gameCodeSchema,
});

export const walletReplySchema = z.object({
  balanceSatang: z.number().int(),
  currency: z.literal('THB'),
  transactionId: z.string().optional(),
});
export type WalletReply = z.infer<typeof walletReplySchema>;

/** A refused bet tells the provider the balance it was refused against. */
export const walletRefusalSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  balanceSatang: z.number().int().optional(),
});
