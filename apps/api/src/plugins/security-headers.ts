import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';
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

type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** A brand's headers, for the pages it frames on its own site and for every other path. */
interface BrandHeaders {
  sources: BrandSources;
  framed?: HeaderList;
  unframed?: HeaderList;
}

/** What a middleware sets on a response to `request`, on a response that is never sent. */
function recordHeaders(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
  request: IncomingMessage,
): HeaderList {
  const response = new ServerResponse(request);
  middleware(request, response, (error) => {
    if (error) throw error;
  });
  return response.getHeaderNames().map((name) => [name, String(response.getHeader(name))] as const);
}

/** Where the built web app's hashed scripts, styles, fonts and images are served from. */
const BUILT_ASSETS_PATH = '/assets/';

/**
 * What a built script, style sheet, font or image needs: no MIME sniffing, and no embedding by
 * other sites. The rest (the policy, the referrer, framing, permissions) applies to documents and
 * is ignored on a subresource, where it cost a phone on HTTP/1.1 about 750 bytes on each of the
 * first page's 40-odd files, more than many of the files themselves.
 */
const SUBRESOURCE_HEADERS: HeaderList = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** Where the API answers: JSON, server-sent events and redirects, never a document to draw. */
const API_PATH = '/api/';

/**
 * What an API reply needs, after the OWASP REST Security Cheat Sheet ("Security Headers": the
 * headers for all API responses): a policy that lets nothing load or run and nobody frame it, no
 * MIME sniffing, no reading by other origins, and the referrer policy (OWASP ASVS 14.4.5). The
 * document headers (the site's policy, the opener policy, the legacy ones) would only be bytes:
 * about 500 on every reply, half of what a setting reply carries beyond its body.
 */
const API_HEADERS: HeaderList = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];

/**
 * The browser-side defences of every reply, made by helmet: a Content-Security-Policy the member
 * site and the console pass without a violation (each journey fails on one), no framing by other
 * sites, no MIME sniffing, a referrer that leaves no path behind, and HSTS over https. Images,
 * videos and frames may come from any https origin: brands point them at their own CDNs and video
 * hosts, and none of them can run script in the site's pages. Scripts and calls come from the site
 * itself and from the brand's chat widget only. Decisions in docs/security.md.
 *
 * The headers depend only on the brand and on whether the path is one the brand frames itself, so
 * helmet writes them once per brand and path kind, and every request copies them. They are kept
 * on the brand's object: a change to a brand replaces that object in the brand directory, so the
 * next request writes them afresh. (Built on every request, helmet cost a tenth of a bare reply.)
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { gameSandboxUrl?: string } = {}): Promise<void> {
  // The local sandbox aggregator serves its game art over plain http on the developer's machine.
  const sandboxImages = options.gameSandboxUrl ? [new URL(options.gameSandboxUrl).origin] : [];
  // The stand-in requests headers are written for carry their brand's sources here.
  const sourcesOf = new WeakMap<IncomingMessage, BrandSources>();
  const sources = (request: IncomingMessage) => sourcesOf.get(request) ?? NO_SOURCES;
  const widgetOrigins = (request: IncomingMessage) => sources(request).widgetOrigins.join(' ');

  const writeHeaders = helmet({
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
        frameAncestors: [(request) => (sources(request).selfFramedPaths.has(request.url ?? '') ? "'self'" : "'none'")],
      },
    },
    // frame-ancestors decides framing; X-Frame-Options could only say the same or contradict it.
    frameguard: false,
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The live-score frames and the chat widget are other origins the site must be able to show.
    crossOriginEmbedderPolicy: false,
  });
  // helmet (8) has no Permissions-Policy: the site uses none of these features, so none is granted.
  const permissionsPolicy = ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'] as const;

  const headersOf = new WeakMap<Brand, BrandHeaders>();
  // A request that failed before its brand was known.
  const withoutBrand: BrandHeaders = { sources: NO_SOURCES };
  function entryOf(brand: Brand | null | undefined): BrandHeaders {
    if (!brand) return withoutBrand;
    let entry = headersOf.get(brand);
    if (!entry) {
      entry = { sources: brandSources(brand) };
      headersOf.set(brand, entry);
    }
    return entry;
  }
  function headersFor(brand: Brand | null | undefined, path: string): HeaderList {
    const entry = entryOf(brand);
    const isFramed = entry.sources.selfFramedPaths.has(path);
    const cached = isFramed ? entry.framed : entry.unframed;
    if (cached) return cached;
    const standIn = new IncomingMessage(new Socket());
    standIn.url = isFramed ? path : '';
    sourcesOf.set(standIn, entry.sources);
    const headers = [...recordHeaders(writeHeaders, standIn), permissionsPolicy];
    if (isFramed) entry.framed = headers;
    else entry.unframed = headers;
    return headers;
  }

  // Runs after the request context has chosen the brand.
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    const path = request.url.split('?')[0] ?? '';
    const headers = path.startsWith(BUILT_ASSETS_PATH) ? SUBRESOURCE_HEADERS : path.startsWith(API_PATH) ? API_HEADERS : headersFor(request.brand, path);
    for (const [name, value] of headers) response.setHeader(name, value);
    if (request.protocol === 'https') sendHsts(request.raw, response, () => undefined);
    done();
  });
}
