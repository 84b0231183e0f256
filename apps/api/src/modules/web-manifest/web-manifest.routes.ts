import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_ICON_PATH_PREFIX, APP_ICONS, appIconParamsSchema, webManifestSchema } from '@app/contract/web-manifest';
import type { AppServices } from '../../app-services';
import { AppIconRenderer, buildWebManifest } from './web-manifest.service';

/**
 * A few minutes: long enough that a launcher's repeated reads cost nothing, short enough that a
 * renamed brand or a new colour reaches installed apps the same day.
 */
const MANIFEST_CACHE_CONTROL = 'public, max-age=300';

/** An icon's address names its logo and colour (`?v=`), so a day's keeping is never a stale picture for long. */
const ICON_CACHE_CONTROL = 'public, max-age=86400';

const iconResponse = {
  description: 'The app icon, a PNG drawn from the brand logo and colour',
  content: { 'image/png': { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } },
};

/**
 * The web app manifest and its icons, per brand: each brand's host makes the site installable
 * under that brand's name, colour and logo. Outside /api, at the addresses browsers look for.
 */
export const webManifestRoutes: FastifyPluginAsyncZod<AppServices & { webDistDir: string }> = async (app, services) => {
  const icons = new AppIconRenderer({ db: services.db, webDistDir: services.webDistDir });

  app.get('/manifest.webmanifest', { schema: { tags: ['settings'], response: { 200: webManifestSchema } } }, async (request, reply) => {
    reply.type('application/manifest+json').header('cache-control', MANIFEST_CACHE_CONTROL);
    return buildWebManifest(services.db, request.brand);
  });

  app.get(
    `${APP_ICON_PATH_PREFIX}:iconName`,
    { schema: { tags: ['settings'], params: appIconParamsSchema, response: { 200: iconResponse } } },
    async (request, reply) => {
      const icon = APP_ICONS.find((candidate) => candidate.name === request.params.iconName) ?? APP_ICONS[0];
      const png = await icons.render(request.brand, icon);
      return reply.type('image/png').header('cache-control', ICON_CACHE_CONTROL).send(png);
    },
  );
};
