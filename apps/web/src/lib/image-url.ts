/**
 * A configured image path is relative to the brand's image base URL, unless it is already an
 * absolute https address or a site-root path.
 */
export function resolveImageUrl(imageBaseUrl: string, path: string): string {
  if (path.startsWith('https://') || path.startsWith('/')) return path;
  const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  return `${base}${path}`;
}
