import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperatorRole } from '@app/contract/admin';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/app-error';
import { authenticateOperator, type OperatorAuthDeps, type OperatorContext } from '../modules/admin/operator-auth.service';
import { bearerToken } from './request-context';

/** Adds the operator check to every route registered in `scope` (the /api/admin/* routes). */
export function guardOperatorRoutes(scope: FastifyInstance, deps: Pick<OperatorAuthDeps, 'db' | 'lifetime'>, clock: Clock): void {
  scope.addHook('onRequest', async (request) => {
    request.operator = await authenticateOperator(deps, { token: bearerToken(request.headers.authorization), now: clock() });
  });
}

/** Admins may do everything; other roles only what the route names. */
export function requireRole(request: FastifyRequest, ...allowed: OperatorRole[]): OperatorContext {
  const operator = request.operator;
  if (!operator) throw new AppError('AUTH_REQUIRED');
  if (operator.role !== 'admin' && !allowed.includes(operator.role)) throw new AppError('FORBIDDEN');
  return operator;
}
