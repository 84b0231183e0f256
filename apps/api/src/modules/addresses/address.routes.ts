import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myAddressResponseSchema, updateAddressRequestSchema, updateAddressResponseSchema } from '@app/contract/address';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { findAddress, saveAddress } from './address.repo';

const security = [{ bearer: [] }];

/** The member's own delivery address (never anyone else's: the member comes from the token). */
export const addressRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/address/mine', { schema: { tags: ['members'], security, response: { 200: myAddressResponseSchema } } }, async (request) => ({
    data: await findAddress(services.db, currentMember(request).memberId),
  }));

  app.patch(
    '/api/auth/address',
    { schema: { tags: ['members'], security, body: updateAddressRequestSchema, response: { 200: updateAddressResponseSchema, 400: errorResponseSchema } } },
    async (request) => {
      await saveAddress(services.db, currentMember(request).memberId, request.body, services.clock());
      return { data: request.body };
    },
  );
};
