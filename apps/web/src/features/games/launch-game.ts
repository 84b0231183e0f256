/** How a launch URL was opened; 'page' means this page is being replaced, 'refused' that nothing opened. */
export type LaunchOutcome = 'new-tab' | 'in-app' | 'page' | 'refused';

interface LaunchOptions {
  isSameTab: boolean;
  /** The router's navigate, for launch URLs that are pages of this app (the house games). */
  navigateInApp: (path: string) => void;
}

/**
 * A same-origin path such as /play/house?...; '//host/...' is another site. Browsers also read
 * '/\host' and a path with a tab or line break in its slashes as another site, so the path is
 * resolved the way the browser will and must stay on this origin.
 */
export function isAppPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  try {
    return new URL(url, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Loopback by name: localhost and every name under .localhost, which browsers keep on this machine (RFC 6761). */
function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * An https address, or a plain http one that never leaves the machine: a game on this computer
 * (the local sandbox aggregator) while the site itself is served from this computer, as in
 * development. Traffic over loopback cannot be tampered with on the way; a site on a real domain
 * never opens a plain http game, not even one on its visitor's own machine.
 */
function isSecureGameUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'https:') return true;
    return protocol === 'http:' && isLoopbackHost(hostname) && isLoopbackHost(window.location.hostname);
  } catch {
    return false;
  }
}

/**
 * The launch URL comes from the server, and opening it hands it this page or a new tab. Only a
 * path of this site or a game provider's https address may open: never javascript:, data: or an
 * unencrypted page that could be tampered with on the way.
 */
export function isLaunchUrlAllowed(url: string): boolean {
  return isAppPath(url) || isSecureGameUrl(url);
}

/**
 * Opens a game's launch URL. A new tab is tried only when asked for; if the browser blocks it,
 * the game opens in this tab rather than not at all.
 */
export function launchGame(launchUrl: string, { isSameTab, navigateInApp }: LaunchOptions): LaunchOutcome {
  if (!isLaunchUrlAllowed(launchUrl)) return 'refused';
  if (!isSameTab) {
    const tab = window.open(launchUrl, '_blank');
    if (tab) {
      // The game must not be able to steer this page; 'noopener' would also hide whether the tab opened.
      tab.opener = null;
      return 'new-tab';
    }
  }
  if (isAppPath(launchUrl)) {
    navigateInApp(launchUrl);
    return 'in-app';
  }
  window.location.assign(launchUrl);
  return 'page';
}
