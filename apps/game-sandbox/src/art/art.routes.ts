import type { FastifyInstance, FastifyReply } from 'fastify';
import { findGame } from '../catalogue/games';
import { productBySlug } from '../catalogue/products';
import { createArtPictures } from './art-pictures';
import { gameBackgroundSvg, gameThumbSvg, productLogoSvg } from './game-art';

/** An artwork's file name: its name and its format, the picture the game list links or the drawing. */
const ART_FILE = /^(.+?)\.(webp|svg)$/;

/**
 * A product logo's picture width: the site shows a logo at most 48 CSS pixels high (the game
 * page's), 144 pixels on a phone's 3x screen. Its drawing is 240: sent at that size, each logo
 * was twice the bytes for nothing a phone shows.
 */
const PRODUCT_LOGO_WIDTH = 144;

/**
 * The generated artwork. The member site shows it in <img> from another origin, so it is
 * marked usable cross-origin, and cached for a day (it only changes with the sandbox's code).
 */
function sendArt(reply: FastifyReply, type: string, body: string | Buffer) {
  return reply
    .header('content-type', type)
    .header('cache-control', 'public, max-age=86400')
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(body);
}

/**
 * The game list and the product logos link WebP pictures (art-pictures.ts). The SVG drawings stay
 * served: a site that synced the catalogue before keeps their addresses until it syncs again, and
 * product logos stay as an operator set them.
 */
export async function artRoutes(app: FastifyInstance): Promise<void> {
  const pictureOf = createArtPictures();
  const sendDrawing = async (reply: FastifyReply, name: string, format: string, drawing: () => string, width?: number) =>
    format === 'webp' ? sendArt(reply, 'image/webp', await pictureOf(name, drawing, width)) : sendArt(reply, 'image/svg+xml', drawing());

  app.get<{ Params: { file: string } }>('/art/games/:file', async (request, reply) => {
    const [, name = '', format = ''] = ART_FILE.exec(request.params.file) ?? [];
    const [, gameCode = '', background] = /^(.+?)(-bg)?$/.exec(name) ?? [];
    const game = findGame(gameCode);
    if (!game) return reply.status(404).send({ error: 'no such artwork' });
    return sendDrawing(reply, name, format, () => (background ? gameBackgroundSvg(game) : gameThumbSvg(game)));
  });

  app.get<{ Params: { file: string } }>('/art/products/:file', async (request, reply) => {
    const [, slug = '', format = ''] = ART_FILE.exec(request.params.file) ?? [];
    const product = productBySlug(slug);
    if (!product) return reply.status(404).send({ error: 'no such artwork' });
    return sendDrawing(reply, `product-${slug}`, format, () => productLogoSvg(product), PRODUCT_LOGO_WIDTH);
  });
}
