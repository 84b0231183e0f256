import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/layouts/brand-context';
import { EmptyState } from '@/components/ui/empty-state';
import { Image } from '@/components/ui/image';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { resolveImageUrl } from '@/lib/image-url';
import { useGetMediaVideosQuery } from '../api/get-media-videos';
import { PlayIcon } from '@/components/ui/icons';
import { VideoPlayer } from './video-player';
import styles from './movie-screen.module.css';

function MovieSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} aria-busy="true" data-testid="movie-skeleton">
      <span className="visually-hidden" role="status">
        {t('list.loading')}
      </span>
      <div className={styles.player} aria-hidden="true">
        <Skeleton height="100%" />
      </div>
      {[0, 1].map((row) => (
        <Skeleton key={row} height={72} />
      ))}
    </div>
  );
}

/** The movie page: the chosen video's player, and the list to choose another from. */
export function MovieScreen() {
  const { t } = useTranslation();
  const { imageBaseUrl } = useBrand();
  const { data: videos, error, isLoading, isFetching, refetch } = useGetMediaVideosQuery();
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (isLoading) return <MovieSkeleton />;
  if (error || !videos) {
    return <LoadError title={t('media.movie.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (videos.length === 0) return <EmptyState title={t('media.movie.empty')} text={t('media.movie.emptyText')} />;

  const chosen = videos.find((video) => video.id === chosenId) ?? videos[0];
  const posterOf = (poster: string) => (poster ? resolveImageUrl(imageBaseUrl, poster) : undefined);
  return (
    <div className={styles.screen}>
      {chosen ? (
        <section aria-labelledby="movie-now-playing">
          <VideoPlayer video={chosen} posterUrl={posterOf(chosen.poster)} />
          <h2 id="movie-now-playing" className={styles.nowPlaying}>
            {chosen.title}
          </h2>
        </section>
      ) : null}
      <section className={styles.listSection} aria-labelledby="movie-list-title">
        <h2 id="movie-list-title" className={styles.listTitle}>
          {t('media.movie.listTitle')}
        </h2>
        <ul className={styles.list} data-testid="video-list">
          {videos.map((video) => {
            const isChosen = video.id === chosen?.id;
            return (
              <li key={video.id}>
                <button
                  type="button"
                  className={[styles.videoButton, isChosen ? styles.chosen : undefined].filter(Boolean).join(' ')}
                  aria-pressed={isChosen}
                  onClick={() => {
                    setChosenId(video.id);
                  }}
                >
                  <Image
                    className={styles.thumbnail}
                    src={posterOf(video.poster)}
                    alt=""
                    isPlaceholderTextHidden
                    fallback={
                      <span className={`${styles.thumbnail} ${styles.thumbnailIcon}`}>
                        <PlayIcon size={26} />
                      </span>
                    }
                  />
                  <span className={styles.videoTitle}>{video.title}</span>
                  {isChosen ? <span className={styles.playingBadge}>{t('media.movie.playing')}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
