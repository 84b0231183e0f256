import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { publicSettingsResponseSchema } from '@app/contract/settings';
import type { Brand, Variants } from '../brands/brand-directory';
import { buildPublicSettings } from './settings.service';

/** The reply's own serializer: the same zod encoding and JSON the route's schema would give it. */
const serialize = serializerCompiler({ schema: publicSettingsResponseSchema, method: 'GET', url: '/api/setting' });

/** A brand's reply, with the variants it was made with. */
const replies = new WeakMap<Brand, { variants: Variants; json: string }>();

/**
 * The body of `GET /api/setting` for a brand, made once per brand and kept on the brand's object:
 * every page load asks for it, and encoding it through its schema on each call cost a tenth of a
 * bare reply. The brand directory replaces its brand objects (and the variants) whenever it loads
 * them again, after any change to a brand, so a changed brand is a new key and its reply is made
 * afresh; a reply is never another brand's, nor older than the brand the request resolved to.
 */
export function publicSettingsJson(brand: Brand, variants: Variants): string {
  const kept = replies.get(brand);
  if (kept?.variants === variants) return kept.json;
  const json = serialize({ data: buildPublicSettings(brand, variants) });
  replies.set(brand, { variants, json });
  return json;
}

/** Sends JSON already made as it is: Fastify serializes only a reply that is not yet text. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
