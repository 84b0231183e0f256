import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import {
  slipConfirmResponseSchema,
  slipInputSchema,
  slipRequestInputSchema,
  slipRequestListResponseSchema,
  slipRequestResponseSchema,
  slipVerifyResponseSchema,
} from '@app/contract/slips';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { describeMemberSlipRequest, sendSlipForReview } from './slip-request.service';
import { confirmSlip, verifySlip } from './slip.service';
import { listMemberSlipRequests } from './slips.repo';

const security = [{ bearer: [] }];
/** A 5 MB photo is about 6.7 MB of base64. */
const slipBodyLimit = 8 * 1024 * 1024;
const refusals = {
  400: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** Deposit by slip; registered inside the member guard. */
export const slipRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const deps = { db: services.db, verifier: services.slipVerifier };
  // Every slip image costs a decode: each member may send SLIP_IMAGE_LIMIT of them per 10 minutes,
  // counted before the image is looked at. A QR already read by the camera costs nothing.
  const takeSlipImage = async (request: FastifyRequest, body: { image?: string }) => {
    if (body.image !== undefined) await services.slipImageLimiter.take(currentMember(request).memberId, services.clock());
  };

  app.post(
    '/api/auth/slip/verify',
    { bodyLimit: slipBodyLimit, schema: { tags: ['slips'], security, body: slipInputSchema, response: { 200: slipVerifyResponseSchema, ...refusals } } },
    async (request) => {
      await takeSlipImage(request, request.body);
      return { data: await verifySlip(deps, request.brand, currentMember(request), request.body, services.clock()) };
    },
  );

  app.post(
    '/api/auth/slip/confirm',
    { bodyLimit: slipBodyLimit, schema: { tags: ['slips'], security, body: slipInputSchema, response: { 200: slipConfirmResponseSchema, ...refusals } } },
    async (request) => {
      await takeSlipImage(request, request.body);
      return { data: await confirmSlip(deps, request.brand, currentMember(request), request.body, services.clock()) };
    },
  );

  app.post(
    '/api/auth/slip/request-deposit',
    {
      bodyLimit: slipBodyLimit,
      schema: { tags: ['slips'], security, body: slipRequestInputSchema, response: { 200: slipRequestResponseSchema, ...refusals } },
    },
    async (request) => {
      await takeSlipImage(request, request.body);
      return { data: await sendSlipForReview(services.db, request.brand, currentMember(request), request.body, services.clock()) };
    },
  );

  app.get('/api/auth/slip/my/request', { schema: { tags: ['slips'], security, response: { 200: slipRequestListResponseSchema } } }, async (request) => {
    const rows = await listMemberSlipRequests(services.db, currentMember(request).memberId, 50);
    return { data: rows.map(describeMemberSlipRequest) };
  });
};
