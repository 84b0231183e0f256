import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { brandImageIdOf, MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { APP_ICON_PATH_PREFIX, APP_ICONS, type AppIcon, type WebManifest } from '@app/contract/web-manifest';
import type { Database } from '../../db/client';
import type { Brand } from '../brands/brand-directory';
import { getBrandImage } from '../brand-images/brand-images.service';
import { getConfigurationEntries } from '../settings/settings.service';
import { renderAppIcon } from './app-icon';
import { brandColours } from './brand-colours';

export interface WebManifestDeps {
  db: Database;
  /** The built web app, which holds the brand art shipped with the site (/brand-assets/...). */
  webDistDir: string;
}

const LOGO_FILE_TYPES = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.gif']);

async function findLogoPath(db: Database, brandId: string): Promise<string | undefined> {
  const entries = await getConfigurationEntries(db, brandId);
  return entries.find((entry) => entry.key === 'home.normal.logo')?.value.data.path;
}

/** A file of the built site by its path on the site, never outside the folder; undefined when there is none. */
async function readSiteFile(webDistDir: string, sitePath: string): Promise<Buffer | undefined> {
  const root = resolve(webDistDir);
  const file = resolve(root, `.${sitePath.split(/[?#]/)[0] ?? ''}`);
  if (!file.startsWith(root + sep) || !LOGO_FILE_TYPES.has(extname(file).toLowerCase())) return undefined;
  try {
    if ((await stat(file)).size > MAX_BRAND_IMAGE_BYTES) return undefined;
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * The logo's bytes, wherever the brand keeps it: an uploaded image (of this brand only), or art
 * shipped with the site under the brand's image base. A logo on another origin is never fetched
 * by the server (a request to any address an operator types is a door into the network), so
 * such a brand gets the default icon.
 */
async function readLogo(deps: WebManifestDeps, brand: Brand, logoPath: string): Promise<Buffer | undefined> {
  const imageId = brandImageIdOf(logoPath);
  if (imageId) return (await getBrandImage(deps.db, brand.id, imageId).catch(() => undefined))?.bytes;
  const sitePath = logoPath.startsWith('/') ? logoPath : `${brand.imageBaseUrl}${logoPath}`;
  if (!sitePath.startsWith('/') || sitePath.startsWith('//')) return undefined;
  return readSiteFile(deps.webDistDir, sitePath);
}

/** Names what the icons are drawn from; in their addresses, so a new logo or colour is a new address. */
function iconVersion(logoPath: string | undefined, accent: string): string {
  return createHash('sha256')
    .update(`${logoPath ?? ''}\n${accent}`)
    .digest('hex')
    .slice(0, 12);
}

/**
 * The brand's web app manifest, from its settings: its name, its accent colour and icons drawn
 * from its logo. Thai first, started at the home page, without the browser's bars.
 */
export async function buildWebManifest(db: Database, brand: Brand): Promise<WebManifest> {
  const colours = brandColours(brand.accentColor);
  const version = iconVersion(await findLogoPath(db, brand.id), colours.accent);
  return {
    id: '/',
    name: brand.siteName,
    short_name: brand.siteName,
    lang: 'th',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.accent,
    background_color: colours.background,
    icons: APP_ICONS.map((icon) => ({
      src: `${APP_ICON_PATH_PREFIX}${icon.name}?v=${version}`,
      sizes: `${String(icon.size)}x${String(icon.size)}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/**
 * Draws icons and keeps the last few: a launcher asks for them rarely, but every brand's
 * installs ask for the same few files.
 */
export class AppIconRenderer {
  private readonly rendered = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly deps: WebManifestDeps,
    private readonly maxKept = 64,
  ) {}

  async render(brand: Brand, icon: AppIcon): Promise<Buffer> {
    const logoPath = await findLogoPath(this.deps.db, brand.id);
    const colours = brandColours(brand.accentColor);
    const key = `${brand.id}:${iconVersion(logoPath, colours.accent)}:${icon.name}`;
    const kept = this.rendered.get(key);
    if (kept) return kept;
    const drawing = (async () => renderAppIcon(icon, { ...colours, logo: logoPath ? await readLogo(this.deps, brand, logoPath) : undefined }))();
    this.rendered.set(key, drawing);
    // A failed drawing is not kept, so the next request tries again.
    drawing.catch(() => this.rendered.delete(key));
    if (this.rendered.size > this.maxKept) {
      const oldest = this.rendered.keys().next().value;
      if (oldest !== undefined) this.rendered.delete(oldest);
    }
    return drawing;
  }
}
