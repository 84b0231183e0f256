import type { WalletReply } from '@app/contract/provider-wallet';
import type { AppError } from '../../lib/app-error';

/**
 * One wallet operation in the operator's own terms, whatever the provider's wire format. Every
 * rule (once per id, tombstones, live tokens for bets, the balance on a refused bet) lives in the
 * service that runs these; an adapter only translates.
 */
export type MoneyCall = { token: string; transactionId: string; roundId: string; gameCode: string; amountSatang: number };
export type RollbackCall = { token: string; transactionId: string; rolledBackTransactionId: string; roundId: string; gameCode: string };

export type WalletCommand =
  | { operation: 'authenticate'; launchToken: string }
  | { operation: 'balance'; token: string }
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

export type WalletResult = WalletReply | AuthenticateResult;

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
  verify(request: ProviderRequest, secret: string, now: Date): void;
  /** The operation the path's last segment and the body ask for; VALIDATION_FAILED when malformed. */
  parse(operation: string, body: unknown): WalletCommand;
  /** A success in the provider's format. */
  reply(command: WalletCommand, result: WalletResult): { status: number; body: unknown };
  /** A refusal in the provider's format; `balanceSatang` is set for a bet refused for funds. */
  refuse(error: AppError, balanceSatang: number | undefined): { status: number; body: unknown };
}
