const EMBED_HOSTS = new Set(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);

const VIDEO_FILE = /\.(mp4|webm|m3u8)$/i;

/**
 * How the web plays a video address: a file (https, or a path on this site) in a <video>
 * element, a YouTube or Vimeo embed address in a frame. Anything else (http, other sites' pages)
 * is not played at all, so an operator's typo can never frame an arbitrary site inside the
 * member area.
 */
export function videoPlayer(url: string): 'file' | 'embed' | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return VIDEO_FILE.test(url) ? 'file' : undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:') return undefined;
  if (EMBED_HOSTS.has(parsed.hostname)) return parsed.pathname.startsWith('/embed/') || parsed.hostname === 'player.vimeo.com' ? 'embed' : undefined;
  return VIDEO_FILE.test(parsed.pathname) ? 'file' : undefined;
}
