import { resolveImageUrl } from '@/lib/image-url';

/** The house games ship their artwork with the app: no image server is asked for them. */
export const HOUSE_ARTWORK_KEYS = ['house-slot', 'house-baccarat', 'house-hilo'] as const;
export type HouseArtworkKey = (typeof HOUSE_ARTWORK_KEYS)[number];

export type GameArtwork = { kind: 'house'; key: HouseArtworkKey } | { kind: 'image'; url: string } | { kind: 'name' };

function isHouseArtworkKey(imageKey: string): imageKey is HouseArtworkKey {
  return HOUSE_ARTWORK_KEYS.some((key) => key === imageKey);
}

/**
 * An aggregator's picture: an absolute http(s) address. Plain http is allowed because an image
 * cannot run script (the local sandbox aggregator serves its art over http); any other scheme is
 * never loaded.
 */
export function isRemoteImageUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * What a game tile shows. A `house-` key is bundled artwork (an unknown one shows the name, since
 * the image server has no house art). Otherwise the aggregator's thumbnail comes first, when it has
 * one. Any other key is a brand image: a bare key such as `jk-fortune` is `games/jk-fortune.png`
 * under the brand's image base URL, and a key with a folder or extension is a path like every
 * configured image. A key in any other scheme is never loaded.
 */
export function chooseGameArtwork(imageBaseUrl: string, imageKey: string, thumbnailUrl: string | null = null): GameArtwork {
  if (imageKey.startsWith('house-')) return isHouseArtworkKey(imageKey) ? { kind: 'house', key: imageKey } : { kind: 'name' };
  if (thumbnailUrl && isRemoteImageUrl(thumbnailUrl)) return { kind: 'image', url: thumbnailUrl };
  if (!imageKey || imageKey.startsWith('//') || (/^[a-z][a-z0-9+.-]*:/i.test(imageKey) && !imageKey.startsWith('https://'))) {
    return { kind: 'name' };
  }
  const path = /[/.]/.test(imageKey) ? imageKey : `games/${imageKey}.png`;
  return { kind: 'image', url: resolveImageUrl(imageBaseUrl, path) };
}
