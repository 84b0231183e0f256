import sharp from 'sharp';
import type { AppIcon } from '@app/contract/web-manifest';

/** Logos are bounded like uploaded brand images: every icon request decodes one. */
const LOGO_MAX_PIXELS = 16_000_000;

/**
 * How much of the icon's side the art may take. An "any" icon is shown whole, so the art keeps
 * a margin; a "maskable" one may be cropped to its centre circle of 80 % of the side, and the
 * largest square inside that circle is 0.8 / √2 ≈ 56 % of the side.
 */
const ART_SHARE: Record<AppIcon['purpose'], number> = { any: 0.8, maskable: 0.56 };

/** An "any" icon gets rounded corners of its own; a maskable one is cropped by the launcher. */
const CORNER_SHARE: Record<AppIcon['purpose'], number> = { any: 0.2, maskable: 0 };

function ground(size: number, purpose: AppIcon['purpose'], colour: string): Buffer {
  const radius = Math.round(size * CORNER_SHARE[purpose]);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}"><rect width="100%" height="100%" rx="${String(radius)}" fill="${colour}"/></svg>`,
  );
}

/** The site's crown (apps/web/public/favicon.svg) in the brand's accent: the art of a brand without a logo. */
function defaultArt(side: number, accent: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(side)}" height="${String(side)}" viewBox="10 10 44 44">` +
      `<path d="M14 44 12 20l12 10 8-14 8 14 12-10-2 24Z" fill="${accent}"/><rect x="14" y="47" width="36" height="6" rx="3" fill="${accent}"/></svg>`,
  );
}

/**
 * The logo scaled to fit a square of `side`, centred on a transparent ground. A vector logo is
 * drawn at the size it is shown, so it stays sharp; only its first frame is taken from a GIF.
 */
async function fitLogo(logo: Buffer, side: number): Promise<Buffer> {
  const { format, width = side, height = side } = await sharp(logo, { limitInputPixels: LOGO_MAX_PIXELS }).metadata();
  const density = format === 'svg' ? Math.min(2400, (72 * side) / Math.max(width, height, 1)) : undefined;
  return sharp(logo, { limitInputPixels: LOGO_MAX_PIXELS, density })
    .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * One of the brand's app icons as PNG: the logo (or, without a usable one, the site's crown in the
 * accent colour) centred on the brand's dark ground. A logo that cannot be read is treated as none,
 * so a broken upload never takes the icon away.
 */
export async function renderAppIcon(icon: AppIcon, art: { logo: Buffer | undefined; accent: string; background: string }): Promise<Buffer> {
  const side = Math.round(icon.size * ART_SHARE[icon.purpose]);
  const logo = art.logo ? await fitLogo(art.logo, side).catch(() => undefined) : undefined;
  return sharp(ground(icon.size, icon.purpose, art.background))
    .composite([{ input: logo ?? defaultArt(side, art.accent), gravity: 'centre' }])
    .png()
    .toBuffer();
}
