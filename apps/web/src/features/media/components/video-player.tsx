import { useTranslation } from 'react-i18next';
import type { MediaVideo } from '@app/contract/media';
import { AlertIcon } from '@/components/ui/icons';
import { isPlayableUrl } from '../media-url';
import styles from './movie-screen.module.css';

/** Plays one video: a file in the browser's own player, an embed address (YouTube, Vimeo) in a frame. */
export function VideoPlayer({ video, posterUrl }: { video: MediaVideo; posterUrl: string | undefined }) {
  const { t } = useTranslation();
  if (!isPlayableUrl(video.url)) {
    return (
      <div className={`${styles.player} ${styles.unplayable}`} role="alert">
        <AlertIcon size={28} />
        {t('media.movie.unplayable')}
      </div>
    );
  }
  return (
    <div className={styles.player} data-testid="video-player">
      {video.player === 'file' ? (
        // The key starts a fresh player for each video, so the previous one stops.
        <video key={video.id} className={styles.frame} src={video.url} poster={posterUrl} controls playsInline preload="metadata" title={video.title} />
      ) : (
        <iframe
          key={video.id}
          className={styles.frame}
          src={video.url}
          title={video.title}
          allow="fullscreen; picture-in-picture; encrypted-media; autoplay"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
