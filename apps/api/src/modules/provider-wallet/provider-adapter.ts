import type { KeyObject } from 'node:crypto';
import type { WalletReply } from '@app/contract/provider-wallet';
import type { AppError } from '../../lib/app-error';

/**
 * One wallet operation in the operator's own terms, whatever the provider's wire format. Every
 * rule (once per id, tombstones, live tokens for bets, the balance on a refused bet) lives in the
 * service that runs these; an adapter only translates.
 */
/**
 * `playerId`, when the provider names the player in each call (Hub88's `user`), must be the token's
 * member. `referenceTransactionId` on a win names the bet it pays, which must stand (not rolled back).
 */
export type MoneyCall = {
  token: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amountSatang: number;
  playerId?: string;
  referenceTransactionId?: string;
};
export type RollbackCall = { token: string; transactionId: string; rolledBackTransactionId: string; roundId: string; gameCode: string; playerId?: string };

export type WalletCommand =
  | { operation: 'authenticate'; launchToken: string }
  /** `requireLiveToken`: whether an expired token is refused (Hub88 asks it be; the generic protocol does not). */
  | { operation: 'balance'; token: string; requireLiveToken?: boolean }
  /** The player's details, by member id (Hub88's /user/info). */
  | { operation: 'playerInfo'; playerId: string }
  | { operation: 'bet'; call: MoneyCall }
  | { operation: 'win'; call: MoneyCall }
  | { operation: 'rollback'; call: RollbackCall };

export interface AuthenticateResult {
  token: string;
  playerId: string;
  gameCode: string;
  balanceSatang: number;
  currency: 'THB';
}

export interface PlayerInfoResult {
  playerId: string;
  /** The member's registration, as a Bangkok calendar date (YYYY-MM-DD). */
  registeredOn: string;
}

export type WalletResult = WalletReply | AuthenticateResult | PlayerInfoResult;

export interface ProviderRequest {
  method: string;
  /** The path as sent, query included. */
  path: string;
  header(name: string): string | undefined;
  rawBody: string;
}

/**
 * Maps one provider's wire format onto the wallet operations. A provider row names its adapter
 * in `protocol`; see docs/games-providers.md for adding one.
 */
export interface ProviderAdapter {
  readonly protocol: string;
  /** Refuses (SIGNATURE_INVALID, REQUEST_EXPIRED) a request not signed by the provider; runs before the body is read. */
  verify(request: ProviderRequest, secret: string, now: Date): void | Promise<void>;
  /** The operation the path's last segment and the body ask for; VALIDATION_FAILED when malformed. */
  parse(operation: string, body: unknown): WalletCommand;
  /** A success in the provider's format; `body` is the request's (some formats echo its ids). */
  reply(command: WalletCommand, result: WalletResult, body: unknown): { status: number; body: unknown };
  /** A refusal in the provider's format; `balanceSatang` is set for a bet refused for funds. */
  refuse(error: AppError, balanceSatang: number | undefined, body: unknown): { status: number; body: unknown };
  /** Headers that sign the reply's exact bytes with the operator's key, for formats whose replies are signed. */
  signReply?(rawReply: string, signingKey: KeyObject): Promise<Record<string, string>>;
}
