import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * What a brand's website status 'MA' closes (spec section 1: maintenance puts the whole site in
 * maintenance): every member call that moves money, asks for a draw or a claim, or starts play,
 * and signing in and registering. Each is refused before anything is read with 503
 * SITE_MAINTENANCE, so nothing moves. Reads stay open, as do what settles play already under way
 * (a hi-lo guess or cash-out, the lobby's cash-out, a provider's wins and rollbacks: the provider
 * wallet refuses only new bets), deposits the brand's bank statement reports (the money is
 * already in the brand's account), logout, and the operators' console. The policy test
 * (maintenance-guard.api.test.ts) names every non-operator route as closed or open.
 */
export const CLOSED_DURING_MAINTENANCE: ReadonlySet<string> = new Set([
  // Signing in and up.
  'POST /api/auth/login',
  'POST /api/user/register',
  // Withdrawals, from credit and from affiliate commission.
  'POST /api/auth/withdraw/:uuid',
  'POST /api/auth/withdraw/retry',
  'POST /api/auth/user/transfer/to/bank',
  'POST /api/auth/affiliate/withdraw/:username',
  // Deposits by slip.
  'POST /api/auth/slip/verify',
  'POST /api/auth/slip/confirm',
  'POST /api/auth/slip/request-deposit',
  // Starting play.
  'POST /api/auth/user/opengame',
  'POST /api/games/demo',
  'POST /api/house/session',
  'POST /api/house/slot/spin',
  'POST /api/house/baccarat/deal',
  'POST /api/house/hilo/start',
  // Draws and claims.
  'POST /api/auth/wheel/reward',
  'POST /api/auth/game/flip-card/random-reward',
  'POST /api/auth/game/check-in',
  'POST /api/auth/reward/request',
  'POST /api/auth/user/loss-return/:id/claim',
]);

/** Refuses the closed routes while the request's brand is in maintenance; registered after the brand is known. */
export function guardMaintenance(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const isClosed = request.brand.websiteStatus === 'MA' && CLOSED_DURING_MAINTENANCE.has(`${request.method} ${request.routeOptions.url ?? ''}`);
    done(isClosed ? new AppError('SITE_MAINTENANCE') : undefined);
  });
}
