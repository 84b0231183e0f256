import type { FastifyInstance, FastifyReply } from 'fastify';
import { findGame } from '../catalogue/games';
import { productBySlug } from '../catalogue/products';
import { gameBackgroundSvg, gameThumbSvg, productLogoSvg } from './game-art';

/**
 * The generated artwork. The member site shows it in <img> from another origin, so it is
 * marked usable cross-origin, and cached for a day (it only changes with the sandbox's code).
 */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=86400')
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(svg);
}

export async function artRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/art/games/:file', async (request, reply) => {
    const match = /^(.+?)(-bg)?\.svg$/.exec(request.params.file);
    const game = match?.[1] ? findGame(match[1]) : undefined;
    if (!match || !game) return reply.status(404).send({ error: 'no such artwork' });
    return sendSvg(reply, match[2] ? gameBackgroundSvg(game) : gameThumbSvg(game));
  });

  app.get<{ Params: { file: string } }>('/art/products/:file', async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file);
    const product = match?.[1] ? productBySlug(match[1]) : undefined;
    if (!product) return reply.status(404).send({ error: 'no such artwork' });
    return sendSvg(reply, productLogoSvg(product));
  });
}
