import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withinTimeLimit } from '../../lib/within-time-limit';
import type { Brand } from '../../modules/brands/brand-directory';
import { createRouteFiles } from '../route-preloads';
import { composeDrawnDocument, composeShellWithReplies, readShellTemplate, withStyleHashes, type DrawnDocument } from './drawn-document';
import { createDrawnPageCache, loadDrawPageModule } from './page-drawer';
import { PageDocument } from './page-document';

/**
 * How long a brand's drawn landing page is sent again before it is drawn afresh. Its replies (the
 * brand's settings, images, banners, announcements, the site's status) change rarely, and the app
 * keeps to the same cache rules once it runs; a brand's settings saved in the console are drawn at
 * once (page-drawer.ts).
 */
const DRAWN_PAGE_LIFETIME_MS = 5_000;

/**
 * How long a visitor waits for a drawing (its API calls and its renders) before the app's shell is
 * sent instead: a drawing takes 50-100 ms, and the shell is always a good answer.
 */
const DRAWING_TIME_LIMIT_MS = 3_000;

/** A drawn page as kept for its brand's visitors: its document with its compressed copies, and what its policy adds. */
interface KeptDrawnPage {
  document: PageDocument;
  styleSources: DrawnDocument['styleSources'];
}

export interface DrawnPages {
  /** The drawn document for a page request, or undefined when the page is not one drawn ahead. */
  documentFor(request: FastifyRequest, policy: string): Promise<{ document: PageDocument; policy: string } | undefined>;
  /** The app's shell with its brand's replies, or undefined when they could not be read in time. */
  shellFor(request: FastifyRequest): Promise<PageDocument | undefined>;
}

/**
 * A drawing's work within the time a visitor waits for it: undefined, said in the log, when it
 * failed or took too long. The visitor then gets the app's shell as it is, always a good answer.
 */
function withinDrawingTime<Value>(request: FastifyRequest, work: Promise<Value | undefined>, what: string): Promise<Value | undefined> {
  const settled = work.catch((error: unknown) => {
    request.log.warn({ err: error }, `${what} failed; the app shell is sent`);
    return undefined;
  });
  return withinTimeLimit(settled, DRAWING_TIME_LIMIT_MS).catch(() => {
    request.log.warn({ path: request.url }, `${what} took too long; the app shell is sent`);
    return undefined;
  });
}

/**
 * A fetch for the drawing's API calls: each is answered by this server in the same process, as
 * the visitor's brand (by the host the visitor called), without a connection. A drawing only
 * reads: anything but a GET is refused before it reaches a route.
 */
function fetchAsVisitor(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error(`A drawing asked to ${String(init?.method)}: a drawing only reads`);
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const reply = await app.inject({
      method: 'GET',
      url,
      // The app's own headers (platform, channel, version), as the visitor's brand.
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), host: request.host },
    });
    return new Response(reply.rawPayload, { status: reply.statusCode, headers: { 'content-type': String(reply.headers['content-type'] ?? '') } });
  };
}

/**
 * The landing pages the server draws for visitors (`/`, `/login`), and the brand's replies the
 * app's shell carries on every other page, when the web app's server build is there. A page with a
 * query string is not drawn: what the app draws may depend on it.
 */
export async function createDrawnPages(app: FastifyInstance, options: { webDistDir: string; serverBuildDir: string }): Promise<DrawnPages | undefined> {
  const drawing = await loadDrawPageModule(options.serverBuildDir);
  const indexHtml = drawing && readFileSync(join(options.webDistDir, 'index.html'), 'utf8');
  const template = indexHtml && readShellTemplate(indexHtml);
  if (!drawing || !indexHtml || !template) return undefined;
  const routeFiles = createRouteFiles(options.webDistDir);
  // The composed document is kept, not only the drawing: each visitor's reply only adds its hashes to the policy.
  // Each keeps its compressed copies with it (page-document.ts), made once for all its visitors.
  const pageCache = createDrawnPageCache<Brand, KeptDrawnPage>(DRAWN_PAGE_LIFETIME_MS);
  const shellCache = createDrawnPageCache<Brand, PageDocument>(DRAWN_PAGE_LIFETIME_MS);
  return {
    async documentFor(request, policy) {
      if (request.url.includes('?') || !drawing.isDrawnPagePath(request.url)) return undefined;
      const path = request.url;
      const drawnDocument = await pageCache.get(request.brand, path, () => {
        const drawn = drawing.drawPage(path, fetchAsVisitor(app, request)).then((page) => {
          if (!page) return undefined;
          const { html, styleSources } = composeDrawnDocument(template, page, routeFiles(path));
          return { document: new PageDocument(html), styleSources };
        });
        return withinDrawingTime(request, drawn, 'drawing a page');
      });
      return drawnDocument && { document: drawnDocument.document, policy: withStyleHashes(policy, drawnDocument.styleSources) };
    },
    shellFor(request) {
      // One shell per brand: the replies are the brand's, whichever page is asked for.
      return shellCache.get(request.brand, 'shell', () => {
        const shell = drawing
          .fetchBrandReplies(fetchAsVisitor(app, request))
          .then((replies) => replies && new PageDocument(composeShellWithReplies(indexHtml, replies)));
        return withinDrawingTime(request, shell, "reading the brand's replies");
      });
    },
  };
}
