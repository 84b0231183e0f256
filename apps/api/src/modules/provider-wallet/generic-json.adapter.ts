import type { z } from 'zod';
import { providerAuthenticateRequestSchema } from '@app/contract/games';
import { STATEMENT_SIGNATURE_HEADER, STATEMENT_TIMESTAMP_HEADER } from '@app/contract/deposits';
import { walletBalanceRequestSchema, walletBetRequestSchema, walletRollbackRequestSchema, walletWinRequestSchema } from '@app/contract/provider-wallet';
import { AppError } from '../../lib/app-error';
import { findUnstorableText } from '../../lib/storable-text';
import { verifySignedRequest } from '../../lib/signed-request';
import type { ProviderAdapter, WalletCommand } from './provider-adapter';

function read<T>(schema: z.ZodType<T>, body: unknown): T {
  // These bodies are read here, not by the routes' validator, which refuses unstorable text for every other route.
  const unstorable = findUnstorableText(body);
  if (unstorable) throw new AppError('VALIDATION_FAILED', { field: unstorable.join('.') || undefined });
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError('VALIDATION_FAILED', { field: issue?.path.join('.') || undefined });
}

/**
 * The operator's own protocol (docs/games-providers.md): JSON in satang, HMAC-SHA256 of
 * "<timestamp>.<METHOD> <path>.<raw body>" in x-signature, Unix seconds in x-timestamp. The house
 * games speak it, and any provider may.
 */
export const genericJsonAdapter: ProviderAdapter = {
  protocol: 'generic',

  verify(request, secret, now) {
    verifySignedRequest({
      secret,
      timestamp: request.header(STATEMENT_TIMESTAMP_HEADER),
      signature: request.header(STATEMENT_SIGNATURE_HEADER),
      method: request.method,
      path: request.path,
      rawBody: request.rawBody,
      now,
    });
  },

  parse(operation, body): WalletCommand {
    switch (operation) {
      case 'authenticate':
        return { operation, launchToken: read(providerAuthenticateRequestSchema, body).launchToken };
      case 'balance':
        return { operation, token: read(walletBalanceRequestSchema, body).token };
      case 'bet':
        return { operation, call: read(walletBetRequestSchema, body) };
      case 'win':
        return { operation, call: read(walletWinRequestSchema, body) };
      case 'rollback':
        return { operation, call: read(walletRollbackRequestSchema, body) };
      default:
        throw new AppError('ROUTE_NOT_FOUND');
    }
  },

  reply(_command, result) {
    return { status: 200, body: result };
  },

  refuse(error, balanceSatang) {
    return {
      status: error.statusCode,
      body: {
        error: {
          code: error.code,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
          ...(error.until ? { until: error.until.toISOString() } : {}),
        },
        ...(balanceSatang === undefined ? {} : { balanceSatang }),
      },
    };
  },
};
