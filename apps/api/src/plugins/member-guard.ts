import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readClientInfo } from '../lib/client-info';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/app-error';
import { authenticateMember, type MemberAuthDeps, type MemberContext } from '../modules/auth/member-auth.service';
import { bearerToken } from './request-context';

/** Adds the member check to every route registered in `scope` (the /api/auth/* routes). */
export function guardMemberRoutes(scope: FastifyInstance, deps: Pick<MemberAuthDeps, 'db' | 'lifetime'>, clock: Clock): void {
  scope.addHook('onRequest', async (request) => {
    request.member = await authenticateMember(deps, {
      token: bearerToken(request.headers.authorization),
      brandId: request.brand.id,
      client: readClientInfo(request),
      now: clock(),
    });
  });
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
