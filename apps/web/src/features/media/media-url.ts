/**
 * Addresses the operator typed are played or shown only when they are https or a path of this
 * site: a javascript: or data: address in a frame or a video must never load.
 */
export function isPlayableUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
