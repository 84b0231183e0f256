import type { FastifyInstance } from 'fastify';
import { HOUSE_PROVIDER_CODE } from '@app/contract/house-games/outcome';
import { STATEMENT_SIGNATURE_HEADER, STATEMENT_TIMESTAMP_HEADER } from '@app/contract/deposits';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { signRequest } from '../../lib/signed-request';
import { withinTimeLimit } from '../../lib/within-time-limit';
import type { BrandDirectory } from '../brands/brand-directory';
import { findProviderCached } from '../provider-wallet/provider-wallet.repo';

/** How a signed wallet call reaches the operator: over HTTP for an outside provider, in-process here. */
export type WalletTransport = (request: {
  host: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; json: unknown }>;

/**
 * The house games sit in the same process as the operator, so their calls are dispatched with
 * Fastify's inject: the same route, signature check, validation and replies as a network call,
 * without a socket.
 */
export function injectTransport(app: FastifyInstance): WalletTransport {
  return async ({ host, path, headers, body }) => {
    const response = await app.inject({ method: 'POST', url: path, headers: { ...headers, host }, payload: body });
    return { status: response.statusCode, json: response.body ? (JSON.parse(response.body) as unknown) : null };
  };
}

export type WalletOperation = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

export type WalletAnswer =
  | { ok: true; body: Record<string, unknown>; balanceSatang: number }
  | { ok: false; status: number; code: string; balanceSatang: number | null; message?: string; until?: Date };

export interface HouseWallet {
  call(brandId: string, operation: WalletOperation, body: Record<string, unknown>): Promise<WalletAnswer>;
  /**
   * How long ago a pending round's bet must have been sent before the round counts as having lost
   * its reply and may be rolled back (round-settlement.ts). It is the reply limit, after which no
   * call is still waiting; a test lowers it to leave the claim alone between a deal and a rollback.
   */
  roundOverdueAfterMs: number;
}

/**
 * A wallet call unanswered after this long is given up, and a round whose bet has waited this
 * long is taken to have lost its reply (round-settlement.ts); a younger one may still be on its way.
 */
export const HOUSE_WALLET_REPLY_LIMIT_MS = 30_000;

function readAnswer(status: number, json: unknown): WalletAnswer {
  const body = (json ?? {}) as Record<string, unknown>;
  const balanceSatang = typeof body.balanceSatang === 'number' ? body.balanceSatang : null;
  if (status === 200 && balanceSatang !== null) return { ok: true, body, balanceSatang };
  const error = body.error as { code?: unknown; message?: unknown; until?: unknown } | undefined;
  return {
    ok: false,
    status,
    code: typeof error?.code === 'string' ? error.code : 'UNKNOWN',
    balanceSatang,
    ...(typeof error?.message === 'string' ? { message: error.message } : {}),
    ...(typeof error?.until === 'string' && !Number.isNaN(Date.parse(error.until)) ? { until: new Date(error.until) } : {}),
  };
}

/**
 * The house provider's client of the seamless-wallet API: every call signed with the house
 * provider's secret, exactly as an outside provider signs its calls, and sent to the brand's host.
 */
export function createHouseWallet(deps: {
  db: Database;
  brands: BrandDirectory;
  transport: WalletTransport;
  clock: Clock;
  roundOverdueAfterMs?: number;
}): HouseWallet {
  return {
    roundOverdueAfterMs: deps.roundOverdueAfterMs ?? HOUSE_WALLET_REPLY_LIMIT_MS,
    async call(brandId, operation, payload) {
      const provider = await findProviderCached(deps.db, brandId, HOUSE_PROVIDER_CODE);
      if (!provider) throw new AppError('PROVIDER_NOT_FOUND');
      const [host = 'localhost'] = await deps.brands.hostnamesOf(brandId);
      const path = `/api/provider/${HOUSE_PROVIDER_CODE}/${operation}`;
      const body = JSON.stringify(payload);
      const timestamp = String(Math.floor(deps.clock().getTime() / 1000));
      const signature = signRequest(provider.secret, { timestampSeconds: timestamp, method: 'POST', path, rawBody: body });
      try {
        const { status, json } = await withinTimeLimit(
          deps.transport({
            host,
            path,
            headers: { 'content-type': 'application/json', [STATEMENT_TIMESTAMP_HEADER]: timestamp, [STATEMENT_SIGNATURE_HEADER]: signature },
            body,
          }),
          HOUSE_WALLET_REPLY_LIMIT_MS,
        );
        return readAnswer(status, json);
      } catch {
        return { ok: false, status: 0, code: 'UNREACHABLE', balanceSatang: null };
      }
    },
  };
}
