import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isRecentChrome } from '@/lib/recent-chrome';
import { ConnectionBanner } from './connection-banner';
import { OfflineBanner } from './offline-banner';
import styles from './status-banners.module.css';

// The browser check needs a user-agent parser (8 KB of brotli).
// Recent Chrome passes without it; any other browser loads it after the page has drawn, and an
// old browser sees its notice a moment later.
const BrowserSupportBanner = lazy(() => import('./browser-support-banner').then((module) => ({ default: module.BrowserSupportBanner })));

/** The height of the banners now shown, which the page and the sticky top bars make room for. */
const HEIGHT_PROPERTY = '--status-banners-height';

/**
 * Keeps `--status-banners-height` on the document equal to the banners' height, so the page starts
 * below them and the sticky top bars stick under them instead of being covered.
 */
function useBannerHeightProperty() {
  const stackRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const stack = stackRef.current;
    const root = document.documentElement;
    if (!stack || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_PROPERTY, `${String(stack.offsetHeight)}px`);
    });
    observer.observe(stack);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return stackRef;
}

/**
 * Whether the browser is one the support check must look at. Read after the first render: a page
 * drawn on the server knows no browser, and the browser's first render must match that page.
 */
function useNeedsBrowserCheck(): boolean {
  const [needsBrowserCheck, setNeedsBrowserCheck] = useState(false);
  useEffect(() => {
    setNeedsBrowserCheck(!isRecentChrome(navigator.userAgent));
  }, []);
  return needsBrowserCheck;
}

/** The global notices, fixed above the top of the column; the page makes room for them. */
export function StatusBanners() {
  const stackRef = useBannerHeightProperty();
  const needsBrowserCheck = useNeedsBrowserCheck();
  return (
    <div ref={stackRef} className={styles.stack}>
      <OfflineBanner />
      <ConnectionBanner />
      {needsBrowserCheck ? (
        <Suspense fallback={null}>
          <BrowserSupportBanner />
        </Suspense>
      ) : null}
    </div>
  );
}
