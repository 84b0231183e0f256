import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandImageParamsSchema,
  brandImagePreviewResponseSchema,
  brandImageUploadParamsSchema,
  brandImageUploadRequestSchema,
  brandImageUploadResponseSchema,
  MAX_BRAND_IMAGE_BYTES,
} from '@app/contract/brand-images';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { getBrandImage, toPreview, uploadBrandImage } from './brand-images.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
/**
 * Room for a 2 MB image as base64 and then some: a slightly larger file still reaches the service
 * and gets the image's own "too large" answer rather than the generic one.
 */
const uploadBodyLimit = 2 * MAX_BRAND_IMAGE_BYTES;

/** Uploading and previewing brand configuration images; registered inside the operator guard. */
export const brandImageAdminRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/admin/brands/:brandId/configuration/:key/image',
    {
      bodyLimit: uploadBodyLimit,
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandImageUploadParamsSchema,
        body: brandImageUploadRequestSchema,
        response: { 200: brandImageUploadResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const action = { db: services.db, brands: services.brands, operator: currentOperator(request), ipAddress: request.ip };
      return { data: await uploadBrandImage(action, request.params.brandId, request.params.key, request.body.image) };
    },
  );

  app.get(
    '/api/admin/brands/:brandId/images/:imageId',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandImageParamsSchema, response: { 200: brandImagePreviewResponseSchema, ...refusals } },
    },
    async (request) => ({ data: toPreview(await getBrandImage(services.db, request.params.brandId, request.params.imageId)) }),
  );
};
