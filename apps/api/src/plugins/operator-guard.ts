import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperatorRole } from '@app/contract/admin';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/app-error';
import { isAddressAllowed } from '../lib/ip-allowlist';
import type { BrandDirectory } from '../modules/brands/brand-directory';
import { authenticateOperator, type OperatorAuthDeps, type OperatorContext, type SignedInOperator } from '../modules/admin/operator-auth.service';
import { bearerToken } from './request-context';

function brandIdOf(request: FastifyRequest): string | undefined {
  const params: unknown = request.params;
  if (typeof params !== 'object' || params === null || !('brandId' in params)) return undefined;
  return typeof params.brandId === 'string' ? params.brandId : undefined;
}

/**
 * Adds the operator check to every route registered in `scope` (the /api/admin/* routes): the
 * session, the route's roles, the operator's brands, and the brand's IP allowlist on every route
 * that acts on one brand (a `brandId` in the path).
 */
export function guardOperatorRoutes(scope: FastifyInstance, deps: Pick<OperatorAuthDeps, 'db' | 'lifetime'> & { brands: BrandDirectory }, clock: Clock): void {
  // A route without its roles would be open to every operator: refuse to start instead.
  scope.addHook('onRoute', (route) => {
    if (!route.config?.roles) throw new Error(`${route.method.toString()} ${route.url} must name its operator roles in config.roles`);
  });
  scope.addHook('onRequest', async (request) => {
    request.operator = await authenticateOperator(deps, { token: bearerToken(request.headers.authorization), now: clock() });
    // Roles are checked before the body is read, so a role that may not call the route learns nothing from validation.
    assertRoleAllowed(request, request.operator);
    const brandId = brandIdOf(request);
    assertBrandAllowed(request, request.operator, brandId);
    if (brandId === undefined || !isUuid(brandId)) return;
    const brand = await deps.brands.findById(brandId);
    if (brand && brand.operatorIpAllowlist.length > 0 && !isAddressAllowed(request.ip, brand.operatorIpAllowlist)) throw new AppError('IP_NOT_ALLOWED');
  });
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles besides admin that may call an /api/admin route; every such route names them. */
    roles?: readonly OperatorRole[];
    /**
     * A route without a brand in its path that an operator of some brands only may call, because
     * it answers only about their brands (the brand list) or about themselves (logout). Every
     * other such route (the audit log, creating a brand) is for operators of all brands.
     */
    isOpenToBrandOperators?: boolean;
  }
}

/** Admins may do everything; other roles only what the route names in `config.roles`. */
function assertRoleAllowed(request: FastifyRequest, operator: OperatorContext): void {
  const allowed = request.routeOptions.config.roles ?? [];
  if (operator.role !== 'admin' && !allowed.includes(operator.role)) throw new AppError('FORBIDDEN');
}

/**
 * An operator of some brands only reaches a route of one brand only when it is one of theirs,
 * and a route of no brand only when it says it is open to them. Operators of all brands reach
 * everything their role allows.
 */
function assertBrandAllowed(request: FastifyRequest, operator: SignedInOperator, brandId: string | undefined): void {
  if (operator.brandIds === null) return;
  const isAllowed = brandId === undefined ? request.routeOptions.config.isOpenToBrandOperators === true : operator.brandIds.includes(brandId.toLowerCase());
  if (!isAllowed) throw new AppError('FORBIDDEN');
}

/** The operator the guard let in. */
export function currentOperator(request: FastifyRequest): SignedInOperator {
  const operator = request.operator;
  if (!operator) throw new AppError('AUTH_REQUIRED');
  return operator;
}
