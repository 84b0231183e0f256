import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandParamsSchema } from '@app/contract/admin';
import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { errorResponseSchema } from '@app/contract/errors';
import {
  adminPromotionBannerListResponseSchema,
  adminPromotionBannerResponseSchema,
  createPromotionBannerRequestSchema,
  promotionBannerParamsSchema,
  updatePromotionBannerRequestSchema,
} from '@app/contract/promotion-banners';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { toAdminBanner } from './promotion-banner-shape';
import { changeBanner, createBanner, listAdminBanners, removeBanner } from './promotion-banners.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
/** A picture may be uploaded with the banner's fields: the answers of a brand image upload too. */
const pictureRefusals = { 413: errorResponseSchema, 415: errorResponseSchema };
/**
 * Room for a 2 MB picture as base64 beside the fields, as a brand image upload has: a slightly
 * larger file still reaches the service and gets the image's own "too large" answer.
 */
const uploadBodyLimit = 2 * MAX_BRAND_IMAGE_BYTES;

/**
 * The carousel's banners in the console. Content, so support manages them as well as admins, as
 * announcements; finance reads them. Registered inside the operator guard.
 */
export const adminPromotionBannerRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const actionOf = (request: Parameters<typeof currentOperator>[0]) => ({
    db: services.db,
    operator: currentOperator(request),
    ipAddress: request.ip,
    now: services.clock(),
  });

  app.get(
    '/api/admin/brands/:brandId/promotion-banners',
    {
      config: { roles: ['support', 'finance'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: adminPromotionBannerListResponseSchema, ...refusals } },
    },
    async (request) => ({ data: (await listAdminBanners(services.db, request.params.brandId)).map(toAdminBanner) }),
  );

  app.post(
    '/api/admin/brands/:brandId/promotion-banners',
    {
      bodyLimit: uploadBodyLimit,
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: createPromotionBannerRequestSchema,
        response: { 200: adminPromotionBannerResponseSchema, ...refusals, ...pictureRefusals },
      },
    },
    async (request) => ({ data: toAdminBanner(await createBanner(actionOf(request), request.params.brandId, request.body)) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/promotion-banners/:bannerId',
    {
      bodyLimit: uploadBodyLimit,
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: promotionBannerParamsSchema,
        body: updatePromotionBannerRequestSchema,
        response: { 200: adminPromotionBannerResponseSchema, ...refusals, ...pictureRefusals },
      },
    },
    async (request) => ({
      data: toAdminBanner(await changeBanner(actionOf(request), request.params.brandId, request.params.bannerId, request.body)),
    }),
  );

  app.delete(
    '/api/admin/brands/:brandId/promotion-banners/:bannerId',
    { config: { roles: ['support'] }, schema: { tags: ['admin'], security, params: promotionBannerParamsSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await removeBanner(actionOf(request), request.params.brandId, request.params.bannerId);
      return reply.code(204).send(null);
    },
  );
};
