import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB88_GAME_LIST_PATH, hub88GameListResponseSchema } from '@app/contract/hub88/games';
import { buildSandbox, type Sandbox } from '../sandbox';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';
import { postSigned } from '../test-support/signed-inject';
import { ALL_PRODUCTS } from './products';

const PUBLIC_URL = 'http://127.0.0.1:3100';
const operatorKeys = createRsaKeyPair();
const CATEGORIES = ['video slots', 'fishing', 'live baccarat', 'live roulette', 'card games', 'sportsbook', 'lottery'];

describe('the game list', () => {
  let sandbox: Sandbox;
  let games: ReturnType<typeof hub88GameListResponseSchema.parse>;

  beforeAll(async () => {
    sandbox = await buildSandbox({ publicUrl: PUBLIC_URL, clock: () => new Date('2026-03-01T05:00:00Z') });
    const { operatorId } = sandbox.registerOperator({ walletUrl: 'http://127.0.0.1:9/wallet', publicKey: operatorKeys.publicKey });
    const response = await postSigned(sandbox.app, HUB88_GAME_LIST_PATH, { operator_id: operatorId }, operatorKeys.privateKey);
    expect(response.statusCode).toBe(200);
    games = hub88GameListResponseSchema.parse(response.json());
  });
  afterAll(() => sandbox.close());

  it('has at least 40 games from at least 6 products, the four slot studios among them, and every category', () => {
    expect(games.length).toBeGreaterThanOrEqual(40);
    const products = new Set(games.map((game) => game.product));
    expect(products.size).toBeGreaterThanOrEqual(6);
    for (const studio of ['JK Slots', 'AC Gaming', 'SG Studio', 'XE Play']) {
      expect(products).toContain(studio);
      expect(games.filter((game) => game.product === studio).length).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(games.map((game) => game.category))).toEqual(new Set(CATEGORIES));
  });

  it('writes game codes, flags and the fields Hub88 sends beside the ones the operator reads', () => {
    expect(new Set(games.map((game) => game.game_code)).size).toBe(games.length);
    expect(games.every((game) => game.game_code.startsWith('sbx_'))).toBe(true);
    expect(games.filter((game) => !game.enabled)).toHaveLength(1);
    expect(games.some((game) => game.demo_game_support)).toBe(true);
    expect(games.some((game) => game.release_date && game.release_date >= '2026-01-30')).toBe(true);
    expect(games.every((game) => game.release_date && game.release_date >= '2024-09-01')).toBe(true);
    expect(games[0]).toMatchObject({ freebet_support: false, blocked_countries: [], languages: ['tha', 'eng'], technology: ['HTML5'], features: [] });
    expect(games.every((game) => /^\d{2}\.\d{2}$/.test(String(game.rtp)))).toBe(true);
  });

  async function fetchArt(path: string) {
    const response = await sandbox.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    return response;
  }

  /** The picture's own size, read from its bytes: a WebP file, not a drawing with another name. */
  async function pictureSize(path: string) {
    const response = await fetchArt(path);
    expect(response.headers['content-type']).toBe('image/webp');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    return { format, width, height };
  }

  it('links every thumbnail and background as a cacheable, cross-origin WebP picture', async () => {
    for (const game of games) {
      expect(game.url_thumb).toBe(`${PUBLIC_URL}/art/games/${game.game_code}.webp`);
      expect(game.url_background).toBe(`${PUBLIC_URL}/art/games/${game.game_code}-bg.webp`);
    }
    const [first] = games;
    expect(await pictureSize(new URL(first?.url_thumb ?? '').pathname)).toEqual({ format: 'webp', width: 480, height: 360 });
    expect(await pictureSize(new URL(first?.url_background ?? '').pathname)).toEqual({ format: 'webp', width: 1280, height: 720 });
  });

  it('still serves the SVG drawings that links synced before point to', async () => {
    const [first] = games;
    for (const path of [`/art/games/${first?.game_code}.svg`, `/art/games/${first?.game_code}-bg.svg`]) {
      const response = await fetchArt(path);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
    expect((await sandbox.app.inject({ method: 'GET', url: '/art/games/sbx_nothing.webp' })).statusCode).toBe(404);
    expect((await sandbox.app.inject({ method: 'GET', url: `/art/games/${first?.game_code}.png` })).statusCode).toBe(404);
  });

  it('serves a logo for every product, as a picture and as the drawing', async () => {
    for (const product of ALL_PRODUCTS) {
      expect(await pictureSize(`/art/products/${product.slug}.webp`)).toEqual({ format: 'webp', width: 144, height: 144 });
      expect((await fetchArt(`/art/products/${product.slug}.svg`)).headers['content-type']).toBe('image/svg+xml');
    }
    expect((await sandbox.app.inject({ method: 'GET', url: '/art/products/nobody.webp' })).statusCode).toBe(404);
    expect((await sandbox.app.inject({ method: 'GET', url: '/art/products/nobody.svg' })).statusCode).toBe(404);
  });
});
