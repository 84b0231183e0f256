import { BrowserSupportBanner } from './browser-support-banner';
import { ConnectionBanner } from './connection-banner';
import { OfflineBanner } from './offline-banner';
import styles from './status-banners.module.css';

/** The global notices, stacked over the top of the column. */
export function StatusBanners() {
  return (
    <div className={styles.stack}>
      <OfflineBanner />
      <ConnectionBanner />
      <BrowserSupportBanner />
    </div>
  );
}
