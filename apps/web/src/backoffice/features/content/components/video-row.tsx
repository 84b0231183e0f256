import type { AdminMediaVideo } from '@app/contract/admin-settings';
import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image';
import { StatusChip } from '@/components/ui/status-chip';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { RowActions } from './row-actions';
import styles from './content-table.module.css';

interface VideoRowProps {
  video: AdminMediaVideo;
  /** Null for a role that reads without writing. */
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}

export function VideoRow({ video, onEdit, onDelete }: VideoRowProps) {
  const { t } = useTranslation('backoffice');
  return (
    <tr data-testid="video-row" data-video-id={video.id}>
      <td>
        <Image src={video.posterKey || null} alt={video.title} className={styles.poster} width={96} height={54} isPlaceholderTextHidden />
      </td>
      <td>
        <p className={styles.title}>{video.title}</p>
        <p className={`${tableStyles.muted} ${tableStyles.mono} ${styles.address}`}>{video.url}</p>
      </td>
      <td className={tableStyles.numeric}>{video.sortOrder}</td>
      <td>
        <div className={styles.state}>
          <StatusChip tone={video.isEnabled ? 'success' : 'neutral'} label={t(video.isEnabled ? 'content.videos.enabled' : 'content.videos.disabled')} />
          {video.player === null ? <StatusChip tone="danger" label={t('content.videos.notPlayable')} /> : null}
        </div>
      </td>
      {onEdit && onDelete ? (
        <td>
          <RowActions label={t('content.videos.actionsFor', { title: video.title })} onEdit={onEdit} onDelete={onDelete} />
        </td>
      ) : null}
    </tr>
  );
}
