import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readClientInfo } from '../lib/client-info';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/app-error';
import { authenticateMember, authenticateMemberReadingCredit, type MemberAuthDeps, type MemberContext } from '../modules/auth/member-auth.service';
import { bearerToken } from './request-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers the member's credit balance as it stands (getCredit): the guard reads it
     * in the session's own statement, so the request costs one database round trip.
     */
    readsCreditWithSession?: boolean;
  }
  interface FastifyRequest {
    /** The credit the guard read with the session, on routes with `readsCreditWithSession`. */
    creditReadWithSession: number | null;
  }
}

/** Adds the member check to every route registered in `scope` (the /api/auth/* routes). */
export function guardMemberRoutes(scope: FastifyInstance, deps: Pick<MemberAuthDeps, 'db' | 'lifetime'>, clock: Clock): void {
  scope.decorateRequest('creditReadWithSession', null);
  scope.addHook('onRequest', async (request) => {
    const check = { token: bearerToken(request.headers.authorization), brandId: request.brand.id, client: readClientInfo(request), now: clock() };
    if (request.routeOptions.config.readsCreditWithSession === true) {
      const { member, creditBalanceSatang } = await authenticateMemberReadingCredit(deps, check);
      request.member = member;
      request.creditReadWithSession = creditBalanceSatang;
    } else {
      request.member = await authenticateMember(deps, check);
    }
  });
}

/** The credit read with the session; only on a route that asked for it. */
export function creditReadWithSession(request: FastifyRequest): number {
  if (request.creditReadWithSession === null) throw new Error(`${request.routeOptions.url ?? ''} does not set config.readsCreditWithSession`);
  return request.creditReadWithSession;
}

export function currentMember(request: FastifyRequest): MemberContext {
  if (!request.member) throw new AppError('AUTH_REQUIRED');
  return request.member;
}

/**
 * A uuid or username in a path must be the caller's own. Anything else, including a value that
 * is not a uuid at all, gets the same 403, so the answer never tells whether it exists.
 */
export function assertOwnUuid(request: FastifyRequest, uuid: string): MemberContext {
  const member = currentMember(request);
  if (uuid.toLowerCase() !== member.memberId) throw new AppError('FORBIDDEN');
  return member;
}

export function assertOwnUsername(request: FastifyRequest, username: string): MemberContext {
  const member = currentMember(request);
  if (username.toLowerCase() !== member.username) throw new AppError('FORBIDDEN');
  return member;
}
