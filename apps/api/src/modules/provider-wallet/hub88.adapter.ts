import type { z } from 'zod';
import { HUB88_SIGNATURE_HEADER, isHub88SignatureValidInBackground, signHub88BodyInBackground } from '@app/contract/hub88/signature';
import {
  hub88BalanceRequestSchema,
  hub88BetRequestSchema,
  hub88RollbackRequestSchema,
  hub88UnitsToSatang,
  hub88UserInfoRequestSchema,
  hub88WinRequestSchema,
  satangToHub88Units,
  type Hub88Status,
  type Hub88UserInfoResponse,
  type Hub88WalletResponse,
} from '@app/contract/hub88/wallet';
import type { ErrorCode } from '@app/contract/errors';
import { AppError } from '../../lib/app-error';
import { findUnstorableText } from '../../lib/storable-text';
import type { MoneyCall, ProviderAdapter, WalletCommand } from './provider-adapter';

/** The only wallet currency; a call in another is refused with RS_ERROR_WRONG_CURRENCY. */
const WALLET_CURRENCY = 'THB';

/** Thrown for a body that is not the documented shape; `types` when a field has the wrong JSON type. */
class Hub88Malformed extends AppError {
  constructor(
    readonly status: 'RS_ERROR_WRONG_SYNTAX' | 'RS_ERROR_WRONG_TYPES',
    field: string | undefined,
  ) {
    super('VALIDATION_FAILED', { field });
  }
}

function read<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Hub88Malformed('RS_ERROR_WRONG_SYNTAX', undefined);
  const unstorable = findUnstorableText(body);
  if (unstorable) throw new Hub88Malformed('RS_ERROR_WRONG_SYNTAX', unstorable.join('.') || undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A field that is there with the wrong JSON type is a type error; one missing is a syntax error.
  const given = issue?.path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined), body);
  const isWrongType = issue?.code === 'invalid_type' && given !== undefined && given !== null;
  throw new Hub88Malformed(isWrongType ? 'RS_ERROR_WRONG_TYPES' : 'RS_ERROR_WRONG_SYNTAX', issue?.path.join('.') || undefined);
}

/** Hub88 units to satang; an amount finer than a satang is not a wallet amount. */
function satangOf(units: number): number {
  const satang = hub88UnitsToSatang(units);
  if (satang === undefined) throw new Hub88Malformed('RS_ERROR_WRONG_TYPES', 'amount');
  return satang;
}

function inWalletCurrency(currency: string): void {
  if (currency !== WALLET_CURRENCY) throw new AppError('WRONG_CURRENCY');
}

/** The operator's refusals as Hub88's statuses (seamless-wallet-response-statuses-operator-api). */
const STATUS_OF: Partial<Record<ErrorCode, Hub88Status>> = {
  SIGNATURE_INVALID: 'RS_ERROR_INVALID_SIGNATURE',
  GAME_TOKEN_INVALID: 'RS_ERROR_INVALID_TOKEN',
  GAME_TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  DUPLICATE_TRANSACTION: 'RS_ERROR_DUPLICATE_TRANSACTION',
  BET_NOT_FOUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  ACCOUNT_DISABLED: 'RS_ERROR_USER_DISABLED',
  // A bet during maintenance: the closest of Hub88's statuses, the player may not bet now.
  SITE_MAINTENANCE: 'RS_ERROR_USER_DISABLED',
  // A bet over a limit the player set: the statuses we read name no limit, and this one is what it
  // means for the game, no new bet until the limit starts again.
  LIMIT_REACHED: 'RS_ERROR_USER_DISABLED',
  GAME_NOT_FOUND: 'RS_ERROR_INVALID_GAME',
  VALIDATION_FAILED: 'RS_ERROR_WRONG_SYNTAX',
};

/** The ids Hub88 wants echoed: request_uuid always, user where the request named one. */
function echoOf(body: unknown): { request_uuid: string; user?: string } {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const requestUuid = typeof fields.request_uuid === 'string' ? fields.request_uuid : '';
  return { request_uuid: requestUuid, ...(typeof fields.user === 'string' ? { user: fields.user } : {}) };
}

/**
 * Hub88's Operator Wallet API (docs/games-providers.md, "Hub88 Operator API"): Hub88 posts to
 * the wallet endpoint plus user/info, user/balance, transaction/bet|win|rollback, each body
 * signed by Hub88's private key (the provider row's `secret` is Hub88's public key); the operator
 * answers HTTP 200 with an RS_* status, its reply signed with its own private key. Amounts are
 * currency units x 100000, so one satang is 1000 units.
 */
export const hub88Adapter: ProviderAdapter = {
  protocol: 'hub88',

  // RSA work runs on libuv's thread pool, so the event loop keeps serving other calls meanwhile.
  async verify(request, publicKeyPem) {
    if (!(await isHub88SignatureValidInBackground(request.rawBody, request.header(HUB88_SIGNATURE_HEADER), publicKeyPem)))
      throw new AppError('SIGNATURE_INVALID');
  },

  parse(operation, body): WalletCommand {
    switch (operation) {
      case 'user/info':
        return { operation: 'playerInfo', playerId: read(hub88UserInfoRequestSchema, body).user };
      case 'user/balance':
        return { operation: 'balance', token: read(hub88BalanceRequestSchema, body).token, requireLiveToken: true };
      case 'transaction/bet':
      case 'transaction/win': {
        const request = operation === 'transaction/bet' ? read(hub88BetRequestSchema, body) : read(hub88WinRequestSchema, body);
        const amountSatang = satangOf(request.amount);
        if (operation === 'transaction/bet' && amountSatang === 0) throw new Hub88Malformed('RS_ERROR_WRONG_SYNTAX', 'amount');
        inWalletCurrency(request.currency);
        const referenceTransactionId: string | undefined = 'reference_transaction_uuid' in request ? String(request.reference_transaction_uuid) : undefined;
        const call: MoneyCall = {
          token: request.token,
          transactionId: request.transaction_uuid,
          // A round id is optional in Hub88's calls; a win without one belongs to its bet's round.
          roundId: request.round ?? referenceTransactionId ?? request.transaction_uuid,
          gameCode: request.game_code,
          amountSatang,
          playerId: request.user,
          ...(referenceTransactionId ? { referenceTransactionId } : {}),
        };
        return operation === 'transaction/bet' ? { operation: 'bet', call } : { operation: 'win', call };
      }
      case 'transaction/rollback': {
        const request = read(hub88RollbackRequestSchema, body);
        return {
          operation: 'rollback',
          call: {
            token: request.token,
            transactionId: request.transaction_uuid,
            rolledBackTransactionId: request.reference_transaction_uuid,
            roundId: request.round ?? request.reference_transaction_uuid,
            gameCode: request.game_code ?? '',
            playerId: request.user,
          },
        };
      }
      default:
        throw new AppError('ROUTE_NOT_FOUND');
    }
  },

  reply(_command, result, body) {
    const echo = echoOf(body);
    if ('registeredOn' in result) {
      const answer: Hub88UserInfoResponse = {
        user: result.playerId,
        status: 'RS_OK',
        request_uuid: echo.request_uuid,
        country: 'TH',
        registration_date: result.registeredOn,
      };
      return { status: 200, body: answer };
    }
    const answer: Hub88WalletResponse = { ...echo, status: 'RS_OK', currency: WALLET_CURRENCY, balance: satangToHub88Units(result.balanceSatang) };
    return { status: 200, body: answer };
  },

  refuse(error, balanceSatang, body) {
    const status = error instanceof Hub88Malformed ? error.status : (STATUS_OF[error.code] ?? 'RS_ERROR_UNKNOWN');
    if (error.code === 'ROUTE_NOT_FOUND') return { status: 404, body: { error: error.message } };
    // "Please send the actual balance together with this status."
    const balance = balanceSatang === undefined ? {} : { currency: WALLET_CURRENCY, balance: satangToHub88Units(balanceSatang) };
    const answer: Hub88WalletResponse = { ...echoOf(body), status, ...balance };
    return { status: 200, body: answer };
  },

  async signReply(rawReply, signingKey) {
    return { [HUB88_SIGNATURE_HEADER]: await signHub88BodyInBackground(rawReply, signingKey) };
  },
};
