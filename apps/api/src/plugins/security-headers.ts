import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { strictTransportSecurity } from 'helmet';
import type { Brand } from '../modules/brands/brand-directory';

/**
 * What a brand's own settings add to the policy: the support chat widget's origin (its script,
 * its calls and its frames) and the pages of its own site that it frames itself (the live-score
 * and standings pages may be served from the brand's own host).
 */
interface BrandSources {
  widgetOrigins: string[];
  selfFramedPaths: Set<string>;
}

const NO_SOURCES: BrandSources = { widgetOrigins: [], selfFramedPaths: new Set() };

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A configured URL that is a path of the site itself ("/brand-assets/demo/live-score.html"). */
function ownPath(url: string): string | undefined {
  return url.startsWith('/') && !url.startsWith('//') ? (url.split(/[?#]/)[0] ?? url) : undefined;
}

export function brandSources(brand: Brand | null | undefined): BrandSources {
  if (!brand) return NO_SOURCES;
  const widget = brand.chatWidget.isEnabled ? originOf(brand.chatWidget.scriptUrl) : undefined;
  const framed = [brand.liveScoreUrl, brand.standingsUrl].map(ownPath).filter((path): path is string => path !== undefined);
  return { widgetOrigins: widget ? [widget] : [], selfFramedPaths: new Set(framed) };
}

/**
 * A year, with sub-domains: sent only on a request that came over https (directly or, with
 * TRUST_PROXY, through a proxy that says so), since a browser ignores it over http and a
 * development or test host must never be pinned to https.
 */
const sendHsts = strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true });

/**
 * The browser-side defences of every reply, through @fastify/helmet: a Content-Security-Policy
 * the member site and the console pass without a violation (each journey fails on one), no
 * framing by other sites, no MIME sniffing, a referrer that leaves no path behind, and HSTS over
 * https. Images, videos and frames may come from any https origin: brands point them at their own
 * CDNs and video hosts, and none of them can run script in the site's pages. Scripts and calls
 * come from the site itself and from the brand's chat widget only. Decisions in docs/security.md.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { gameSandboxUrl?: string } = {}): Promise<void> {
  // The local sandbox aggregator serves its game art over plain http on the developer's machine.
  const sandboxImages = options.gameSandboxUrl ? [new URL(options.gameSandboxUrl).origin] : [];
  const sourcesOf = new WeakMap<IncomingMessage, BrandSources>();
  // Runs after the request context has chosen the brand, and before helmet's own hook reads this.
  app.addHook('onRequest', async (request) => {
    sourcesOf.set(request.raw, brandSources(request.brand));
  });
  const sources = (request: IncomingMessage) => sourcesOf.get(request) ?? NO_SOURCES;
  const widgetOrigins = (request: IncomingMessage) => sources(request).widgetOrigins.join(' ');

  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", widgetOrigins],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", widgetOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...sandboxImages],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", widgetOrigins],
        frameSrc: ["'self'", 'https:'],
        formAction: ["'self'"],
        // Only the pages a brand frames on its own site may be framed, and only by the site.
        frameAncestors: [(request) => (sources(request).selfFramedPaths.has((request.url ?? '').split('?')[0] ?? '') ? "'self'" : "'none'")],
      },
    },
    // frame-ancestors decides framing; X-Frame-Options could only say the same or contradict it.
    frameguard: false,
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The live-score frames and the chat widget are other origins the site must be able to show.
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    // helmet (8) has no Permissions-Policy: the site uses none of these features, so none is granted.
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (request.protocol === 'https') sendHsts(request.raw, reply.raw, () => undefined);
  });
}
