// No zod here: the member site's banners check their links without downloading zod
// (promotion-banners.ts builds the schemas on these).

/** Whitespace, control characters and backslashes: browsers read "/\host" as "//host". */
const UNSAFE_ADDRESS_CHARACTERS = /[\s\\\p{Cc}]/u;

/** An absolute https address with a host name, such as a brand's CDN or a promotion page. */
export function isHttpsAddress(value: string): boolean {
  if (UNSAFE_ADDRESS_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Where a tapped banner leads: a path of the member site ("/promotion"), opened by the router, or
 * an https address, opened in a new tab. Nothing else: no "javascript:", "data:" or "//host".
 */
export function isPromotionBannerLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !UNSAFE_ADDRESS_CHARACTERS.test(value);
  return isHttpsAddress(value);
}

/** Whether a link stays on the member site (a path) rather than leaving it (an https address). */
export function isSitePath(link: string): boolean {
  return link.startsWith('/');
}
