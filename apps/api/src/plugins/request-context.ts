import type { FastifyInstance } from 'fastify';
import type { Brand, BrandDirectory } from '../modules/brands/brand-directory';
import type { MemberContext } from '../modules/auth/member-auth.service';
import type { SignedInOperator } from '../modules/admin/operator-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand whose site was called, chosen by host name; the default brand for unknown hosts. */
    brand: Brand;
    /** Set on /api/auth/* routes by the member guard. */
    member: MemberContext | null;
    /** Set on /api/admin/* routes by the operator guard. */
    operator: SignedInOperator | null;
  }
}

/** Every request learns its brand first: members, sessions and money all belong to one brand. */
export function registerRequestContext(app: FastifyInstance, brands: BrandDirectory): void {
  // Fastify wants an initial value; the onRequest hook below sets the real brand before any route runs.
  app.decorateRequest('brand', null as unknown as Brand);
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);
  // A callback hook, not an async one: with the brands in memory it answers without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const brand = brands.resolveHostnameNow(request.hostname);
    if (brand) {
      request.brand = brand;
      done();
      return;
    }
    brands.resolveHostname(request.hostname).then((loaded) => {
      request.brand = loaded;
      done();
    }, done);
  });
}

export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1];
}
