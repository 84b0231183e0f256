import { resolveImageUrl } from '@app/contract/image-url';
import type { ConfigurationKey } from '@app/contract/settings';
import type { Database } from '../../db/client';
import { memoCache } from '../../lib/memo-cache';
import type { Brand } from '../brands/brand-directory';
import { getConfigurationEntries } from './settings.service';

/**
 * The brand's images every landing page shows first: the top background is the largest thing on
 * the home page (what a phone's browser reports as its largest paint) and the logo sits on it.
 * Found by the browser only once the app has drawn the page, seconds into a load on a phone, so
 * the page's own reply names them.
 */
const FIRST_IMAGES: readonly ConfigurationKey[] = ['home.top.background', 'home.normal.logo'];

/**
 * The member area and the operator console draw neither image (their own layouts): preloaded there,
 * the brand's top background, often the largest image of the site, would compete with the page's
 * own script on a phone's connection for nothing.
 */
const PAGES_WITHOUT_THE_BRAND_TOP = /^\/(auth|backoffice)(\/|$|\?)/;

/** Characters a Link header's URL reference cannot carry as they are. */
const UNSAFE_IN_LINK = /[\s<>;,"]/;

/**
 * A brand's links, kept 5 s like the pages drawn ahead: every visitor's page that is not drawn
 * ahead (registration, promotions, contact, a landing page with a query string) would otherwise
 * read the brand's configuration again. A change of it (brand_configurations notifies the brand
 * change feed) empties the cache as it commits, on every instance.
 */
const linksOfBrand = memoCache<Database, { links: string | undefined }>({ ttlMs: 5_000, maxEntries: 1_000 });

/**
 * The `Link` header of a page of this brand: a preload of each first image (RFC 8288, with the
 * `preload` relation of the W3C Preload specification), or undefined when the brand has none or
 * the page shows neither.
 */
export async function pagePreloadLinks(db: Database, brand: Brand, pageUrl: string, now = Date.now()): Promise<string | undefined> {
  if (PAGES_WITHOUT_THE_BRAND_TOP.test(pageUrl)) return undefined;
  const kept = await linksOfBrand(db, brand.id, now, async () => ({ links: await readFirstImageLinks(db, brand) }));
  return kept?.links;
}

async function readFirstImageLinks(db: Database, brand: Brand): Promise<string | undefined> {
  const entries = await getConfigurationEntries(db, brand.id);
  const links = FIRST_IMAGES.flatMap((key) => {
    const path = entries.find((entry) => entry.key === key)?.value.data.path;
    if (!path) return [];
    const url = resolveImageUrl(brand.imageBaseUrl, path);
    return UNSAFE_IN_LINK.test(url) ? [] : [`<${url}>; rel=preload; as=image`];
  });
  return links.length > 0 ? links.join(', ') : undefined;
}
