import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandParamsSchema } from '@app/contract/admin';
import {
  adminSlipRequestListResponseSchema,
  adminSlipRequestQuerySchema,
  approveSlipRequestRequestSchema,
  rejectSlipRequestRequestSchema,
  slipRequestDecisionResponseSchema,
  slipRequestParamsSchema,
} from '@app/contract/admin-slips';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { currentOperator } from '../../plugins/operator-guard';
import { approveSlipRequest, describeSlipReview, readSlipRequestImage, rejectSlipRequest } from './slip-review.service';
import { listBrandSlipRequests } from './slips.repo';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
/** The photo's bytes; the document shows them as a binary string. */
const imageBytesSchema = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
const imageResponse = {
  description: 'The slip photo as the member sent it: image/png or image/jpeg by its first bytes, never cached',
  content: { 'image/png': { schema: imageBytesSchema }, 'image/jpeg': { schema: imageBytesSchema } },
};

/** The operators' queue of slips members sent for review; registered inside the operator guard. */
export const adminSlipReviewRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/slip-requests',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: adminSlipRequestQuerySchema,
        response: { 200: adminSlipRequestListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      if (!(await services.brands.findById(request.params.brandId))) throw new AppError('BRAND_NOT_FOUND');
      const rows = await listBrandSlipRequests(services.db, request.params.brandId, request.query.status, 200);
      return { data: rows.map(describeSlipReview) };
    },
  );

  app.get(
    '/api/admin/brands/:brandId/slip-requests/:requestId/image',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: slipRequestParamsSchema, response: { 200: imageResponse, ...refusals } },
    },
    async (request, reply) => {
      const image = await readSlipRequestImage(services.db, request.params.brandId, request.params.requestId);
      // A Buffer is sent as it is, never serialized. The photo shows a member's
      // bank details, so no cache keeps it, and the browser must not guess another type.
      return reply.type(image.contentType).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(image.bytes);
    },
  );

  app.post(
    '/api/admin/brands/:brandId/slip-requests/:requestId/approve',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: slipRequestParamsSchema,
        body: approveSlipRequestRequestSchema,
        response: { 200: slipRequestDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const review = { operator: currentOperator(request), ipAddress: request.ip, ...request.params, now: services.clock() };
      return { data: await approveSlipRequest(services.db, review, request.body) };
    },
  );

  app.post(
    '/api/admin/brands/:brandId/slip-requests/:requestId/reject',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: slipRequestParamsSchema,
        body: rejectSlipRequestRequestSchema,
        response: { 200: slipRequestDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const review = { operator: currentOperator(request), ipAddress: request.ip, ...request.params, now: services.clock() };
      return { data: await rejectSlipRequest(services.db, review, request.body.reason) };
    },
  );
};
