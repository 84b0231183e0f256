import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  configurationEntryResponseSchema,
  configurationKeyQuerySchema,
  configurationListResponseSchema,
  publicSettingsResponseSchema,
  websiteStatusResponseSchema,
  websiteStatusSchema,
} from '@app/contract/settings';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { getConfigurationEntries, getConfigurationEntry } from './settings.service';
import { publicSettingsJson, sendJsonText } from './public-settings-json';

/** Public brand settings, readable before login (the site needs them to draw itself). */
export const publicSettingsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  // Sent as made once per brand (public-settings-json.ts); the schema still documents the reply.
  app.get('/api/setting', { schema: { tags: ['settings'], response: { 200: publicSettingsResponseSchema } } }, async (request, reply) =>
    sendJsonText(reply, publicSettingsJson(request.brand, await services.brands.variants())),
  );

  app.get('/api/setting/operational/website', { schema: { tags: ['settings'], response: { 200: websiteStatusResponseSchema } } }, async (request) => ({
    data: { websiteStatus: websiteStatusSchema.parse(request.brand.websiteStatus) },
  }));

  app.get('/api/configuration', { schema: { tags: ['settings'], response: { 200: configurationListResponseSchema } } }, async (request) => ({
    data: await getConfigurationEntries(services.db, request.brand.id),
  }));
};

/** The same configuration, for signed-in members (registered inside the member guard). */
export const memberConfigurationRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/auth/configuration/list',
    { schema: { tags: ['settings'], security: [{ bearer: [] }], response: { 200: configurationListResponseSchema } } },
    async (request) => ({ data: await getConfigurationEntries(services.db, request.brand.id) }),
  );

  app.get(
    '/api/auth/configuration/key',
    {
      schema: {
        tags: ['settings'],
        security: [{ bearer: [] }],
        querystring: configurationKeyQuerySchema,
        response: { 200: configurationEntryResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await getConfigurationEntry(services.db, request.brand.id, request.query.key) }),
  );
};
