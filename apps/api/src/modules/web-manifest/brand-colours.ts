/** The accent a brand starts with (the brands table's default), used when a stored one is unusable. */
const DEFAULT_ACCENT = '#f5b301';

/** The site's own page colour (apps/web/src/styles/global.css), which the brand's background tints. */
const PAGE_COLOUR = [0x07, 0x07, 0x0b] as const;

/** How much of the accent the background takes: enough to be the brand's, dark enough for the site. */
const ACCENT_SHARE_OF_BACKGROUND = 0.14;

function channels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

function toHex(values: readonly number[]): string {
  return `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A brand's colours as its installed app shows them: the accent for the title bar, and a very
 * dark tint of it for the splash screen and the icon's ground, so the splash turns into the
 * site's dark page without a flash. Operators save accents as #RRGGBB; anything else gets the default.
 */
export function brandColours(accentColor: string): { accent: string; background: string } {
  const accent = /^#[0-9a-f]{6}$/i.test(accentColor) ? accentColor.toLowerCase() : DEFAULT_ACCENT;
  const mixed = channels(accent).map((value, index) => value * ACCENT_SHARE_OF_BACKGROUND + (PAGE_COLOUR[index] ?? 0) * (1 - ACCENT_SHARE_OF_BACKGROUND));
  return { accent, background: toHex(mixed) };
}
