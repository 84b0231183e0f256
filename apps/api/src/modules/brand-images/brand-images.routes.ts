import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_IMAGE_TYPES, isBrandImageId, publicBrandImageParamsSchema } from '@app/contract/brand-images';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { getBrandImage } from './brand-images.service';

const imageBytesSchema = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
const imageResponse = {
  description: 'The uploaded image, with the type its first bytes proved at upload; cached for good',
  content: Object.fromEntries(BRAND_IMAGE_TYPES.map((type) => [type, { schema: imageBytesSchema }])),
};

/**
 * Uploaded brand images, public because the site draws its logo before anyone logs in. Only the
 * brand of the host name is served: one brand's site never shows, or reveals, another's images.
 */
export const brandImageRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/media/brand-images/:imageId',
    { schema: { tags: ['settings'], params: publicBrandImageParamsSchema, response: { 200: imageResponse, 404: errorResponseSchema } } },
    async (request, reply) => {
      // A malformed id is simply not an image; the database is not asked.
      if (!isBrandImageId(request.params.imageId)) throw new AppError('BRAND_IMAGE_NOT_FOUND');
      const image = await getBrandImage(services.db, request.brand.id, request.params.imageId);
      // A Buffer is sent as it is, never serialized; the browser must not guess another type.
      return (
        reply
          .type(image.contentType)
          .header('x-content-type-options', 'nosniff')
          // A new upload gets a new id, so these bytes never change under this address.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(image.bytes)
      );
    },
  );
};
