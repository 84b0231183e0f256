/**
 * A configured image path is relative to the brand's image base URL, unless it is already an
 * absolute https address or a site-root path. The member site draws the images with it and the
 * API names the same addresses in a page's preload hints. No zod here: the first screen uses it.
 */
export function resolveImageUrl(imageBaseUrl: string, path: string): string {
  if (path.startsWith('https://') || path.startsWith('/')) return path;
  const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  return `${base}${path}`;
}
