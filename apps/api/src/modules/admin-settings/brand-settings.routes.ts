import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import {
  brandHostnamesResponseSchema,
  brandHostnamesSchema,
  brandSettingsResponseSchema,
  updateBrandSettingsRequestSchema,
} from '@app/contract/admin-settings';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { changeBrandSettings, getBrandSettings, setBrandHostnames } from './brand-settings.service';
import { refusals, security } from './route-schemas';

/** A brand's settings screen: one read of everything, and the writes not already in modules/admin. */
export const brandSettingsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const actionOf = (request: Parameters<typeof currentOperator>[0]) => ({
    db: services.db,
    brands: services.brands,
    operator: currentOperator(request),
    ipAddress: request.ip,
    now: services.clock(),
  });

  app.get(
    '/api/admin/brands/:brandId/settings',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: brandSettingsResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await getBrandSettings(services.db, request.params.brandId, services.clock()) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/settings',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: updateBrandSettingsRequestSchema,
        response: { 200: brandSettingsResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await changeBrandSettings(actionOf(request), request.params.brandId, request.body) }),
  );

  app.put(
    '/api/admin/brands/:brandId/hostnames',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: brandHostnamesSchema,
        response: { 200: brandHostnamesResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await setBrandHostnames(actionOf(request), request.params.brandId, request.body.hostnames) }),
  );
};
