/** How a launch URL was opened; 'page' means this page is being replaced. */
export type LaunchOutcome = 'new-tab' | 'in-app' | 'page';

interface LaunchOptions {
  isSameTab: boolean;
  /** The router's navigate, for launch URLs that are pages of this app (the house games). */
  navigateInApp: (path: string) => void;
}

/** A same-origin path such as /play/house?...; '//host/...' is another site. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Opens a game's launch URL. A new tab is tried only when asked for; if the browser blocks it,
 * the game opens in this tab rather than not at all.
 */
export function launchGame(launchUrl: string, { isSameTab, navigateInApp }: LaunchOptions): LaunchOutcome {
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
