import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import { errorResponseSchema } from '@app/contract/errors';
import { sharpRisesQuerySchema, sharpRisesResponseSchema } from '@app/contract/sharp-rises';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { getSharpRises } from './sharp-rises.service';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * The console's report of members whose losses or deposits rose sharply on a day: every role
 * reads it (support contacts the members); inside the operator guard, which lets an operator
 * reach only their own brands.
 */
export const adminSharpRiseRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/protection/sharp-rises',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: brandParamsSchema,
        querystring: sharpRisesQuerySchema,
        response: { 200: sharpRisesResponseSchema, ...refusals },
      },
    },
    async (request) => {
      if (!(await services.brands.findById(request.params.brandId))) throw new AppError('BRAND_NOT_FOUND');
      return { data: await getSharpRises(services.db, request.params.brandId, { day: request.query.day, now: services.clock() }) };
    },
  );
};
