import { z } from 'zod';

/**
 * Hub88's Wallet API, the one the operator exposes and Hub88 calls (seamless wallet), as its
 * Operator API reference defines it: https://docs.hub88.io/developer-docs/operator-api-reference/wallet-api
 * and the statuses of .../operator-api-overview/seamless-wallet-response-statuses-operator-api.
 * Every call is a POST of JSON signed in X-Hub88-Signature; every answer is HTTP 200 with one of
 * the RS_* statuses. docs/games-providers.md says which page each rule comes from.
 */

/** Appended by Hub88 to the wallet endpoint the operator registers. */
export const HUB88_WALLET_PATHS = ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback'] as const;
export type Hub88WalletPath = (typeof HUB88_WALLET_PATHS)[number];

export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];

/**
 * "The amount of money displayed in integer (Int64) format. To convert real float value to
 * integer, it is multiplied by 100000." One satang (0.01 baht) is therefore 1000 units.
 */
export const HUB88_UNITS_PER_SATANG = 1000;

/** Hub88 units as satang; undefined when the amount is not a whole number of satang. */
export function hub88UnitsToSatang(units: number): number | undefined {
  return Number.isSafeInteger(units) && units % HUB88_UNITS_PER_SATANG === 0 ? units / HUB88_UNITS_PER_SATANG : undefined;
}

export function satangToHub88Units(satang: number): number {
  return satang * HUB88_UNITS_PER_SATANG;
}

const uuidText = z.string().min(1).max(100);
/** "Minimum length 10 characters, maximum length 255 characters." */
const tokenText = z.string().min(10).max(255);
/** "Minimum value 4 characters." */
const userText = z.string().min(4).max(100);
const amountUnits = z.number().int().min(0);

export const hub88UserInfoRequestSchema = z.object({ user: userText, request_uuid: uuidText });

export const hub88BalanceRequestSchema = z.object({
  user: userText.optional(),
  request_uuid: uuidText,
  token: tokenText,
  game_code: z.string().max(100).nullish(),
});

const transactionFields = {
  user: userText,
  transaction_uuid: uuidText,
  supplier_transaction_id: z.string().max(200).nullish(),
  token: tokenText,
  supplier_user: z.string().max(200).nullish(),
  round_closed: z.boolean().nullish(),
  round: z.string().max(200).nullish(),
  reward_uuid: z.string().max(100).nullish(),
  request_uuid: uuidText,
  is_free: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  game_code: z.string().min(1).max(100),
  currency: z.string().min(1).max(10),
  bet: z.string().max(1000).nullish(),
  amount: amountUnits,
  meta: z.record(z.string(), z.unknown()).nullish(),
};

export const hub88BetRequestSchema = z.object(transactionFields);

/** A win names the bet it pays in reference_transaction_uuid. */
export const hub88WinRequestSchema = z.object({ ...transactionFields, reference_transaction_uuid: uuidText });

/** A rollback carries no amount or currency: the referenced transaction's own amount is given back. */
export const hub88RollbackRequestSchema = z.object({
  user: userText,
  transaction_uuid: uuidText,
  supplier_transaction_id: z.string().max(200).nullish(),
  token: tokenText,
  round_closed: z.boolean().nullish(),
  round: z.string().max(200).nullish(),
  request_uuid: uuidText,
  reference_transaction_uuid: uuidText,
  game_code: z.string().max(100).nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
});

export type Hub88UserInfoRequest = z.infer<typeof hub88UserInfoRequestSchema>;
export type Hub88BalanceRequest = z.infer<typeof hub88BalanceRequestSchema>;
export type Hub88BetRequest = z.infer<typeof hub88BetRequestSchema>;
export type Hub88WinRequest = z.infer<typeof hub88WinRequestSchema>;
export type Hub88RollbackRequest = z.infer<typeof hub88RollbackRequestSchema>;

/** The Wallet API response of balance, bet, win and rollback. */
export const hub88WalletResponseSchema = z.object({
  user: z.string().optional(),
  status: z.enum(HUB88_STATUSES),
  request_uuid: z.string(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
});
export type Hub88WalletResponse = z.infer<typeof hub88WalletResponseSchema>;

/** The /user/info response: the player's details the operator has. */
export const hub88UserInfoResponseSchema = z.object({
  user: z.string(),
  status: z.enum(HUB88_STATUSES),
  request_uuid: z.string(),
  country: z.string().optional(),
  sub_partner_id: z.string().optional(),
  registration_date: z.string().optional(),
});
export type Hub88UserInfoResponse = z.infer<typeof hub88UserInfoResponseSchema>;
