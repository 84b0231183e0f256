import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandSettingsResponseSchema, createBrandRequestSchema } from '@app/contract/admin-settings';
import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { createBrandByOperator } from './brand-creation.service';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/** Creating brands; registered inside the operator guard. */
export const brandAdminRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/admin/brands',
    {
      // Room for the logo as base64, as an image upload has.
      bodyLimit: 2 * MAX_BRAND_IMAGE_BYTES,
      // Admins only, and of those only admins for all brands (the service checks).
      config: { roles: [] },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: createBrandRequestSchema, response: { 201: brandSettingsResponseSchema, ...refusals } },
    },
    async (request, reply) => {
      const creation = { db: services.db, brands: services.brands, operator: currentOperator(request), ipAddress: request.ip, now: services.clock() };
      return reply.status(201).send({ data: await createBrandByOperator(creation, request.body) });
    },
  );
};
