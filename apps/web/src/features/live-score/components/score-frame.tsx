import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import styles from './score-frame.module.css';

/**
 * The embedded page may run its own scripts, keep its own origin (third-party score widgets read
 * their cookies and storage) and open links in a new tab, but it may not navigate the member's
 * window away from the site: there is no allow-top-navigation.
 */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

interface ScoreFrameProps {
  /** The brand's page to embed; an empty value means the brand has none. */
  url: string;
  /** The frame's accessible name, such as "ผลบอลสด". */
  title: string;
  /** The fixed height of the frame (spec section 9); the embedded page scrolls inside it beyond that. */
  heightPx: number;
  emptyTitle: string;
}

/** A full-width frame showing the brand's live-score or standings page, with a spinner until it loads. */
export function ScoreFrame({ url, title, heightPx, emptyTitle }: ScoreFrameProps) {
  const { t } = useTranslation();
  const src = url.trim();
  // The frame is keyed by its address, so a new address starts loading from scratch.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const isLoading = loadedSrc !== src;

  if (!src) return <EmptyState title={emptyTitle} text={t('scoreFrame.emptyText')} />;

  return (
    <div className={styles.frameBox} style={{ height: heightPx }} aria-busy={isLoading || undefined}>
      <iframe
        key={src}
        className={isLoading ? `${styles.frame} ${styles.loading}` : styles.frame}
        src={src}
        title={title}
        height={heightPx}
        sandbox={FRAME_SANDBOX}
        data-testid="score-frame"
        onLoad={() => {
          setLoadedSrc(src);
        }}
      />
      {isLoading ? (
        <div className={styles.loader} role="status">
          <Spinner size={32} />
          <span>{t('scoreFrame.loading')}</span>
        </div>
      ) : null}
    </div>
  );
}
