import type { AdminPromotionBanner } from '@app/contract/promotion-banners';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format-date-time';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { BrandImagePreview } from '@/backoffice/features/brand-images/components/brand-image-preview';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { promotionBannerStatus, type PromotionBannerStatus } from '../promotion-banner-draft';
import { RowActions } from './row-actions';
import styles from './content-table.module.css';

const STATUS_TONES: Record<PromotionBannerStatus, StatusTone> = { hidden: 'neutral', scheduled: 'warning', showing: 'success', ended: 'neutral' };

interface PromotionBannerRowProps {
  brandId: string;
  banner: AdminPromotionBanner;
  now: Date;
  /** Null for a role that reads without writing. */
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}

export function PromotionBannerRow({ brandId, banner, now, onEdit, onDelete }: PromotionBannerRowProps) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const status = promotionBannerStatus(banner, now);
  const time = (value: string | null, none: string) =>
    value ? <time dateTime={value}>{formatDateTime(value, language)}</time> : <span className={tableStyles.muted}>{none}</span>;

  return (
    <tr data-testid="promotion-banner-row" data-banner-id={banner.id}>
      <td>
        <BrandImagePreview brandId={brandId} imageBaseUrl="" path={banner.imageUrl} alt={banner.title} />
      </td>
      <td>
        <p className={styles.title}>{banner.title}</p>
        <p className={`${tableStyles.muted} ${tableStyles.mono} ${styles.address}`}>{banner.link ?? t('content.banners.noLink')}</p>
      </td>
      <td className={tableStyles.nowrap}>
        <p>
          {t('content.banners.from')} {time(banner.startsAt, t('content.banners.noStart'))}
        </p>
        <p>
          {t('content.banners.until')} {time(banner.endsAt, t('content.banners.noEnd'))}
        </p>
      </td>
      <td className={tableStyles.numeric}>{banner.sortOrder}</td>
      <td>
        <StatusChip tone={STATUS_TONES[status]} label={t(`content.banners.status.${status}`)} />
      </td>
      {onEdit && onDelete ? (
        <td>
          <RowActions label={t('content.banners.actionsFor', { title: banner.title })} onEdit={onEdit} onDelete={onDelete} />
        </td>
      ) : null}
    </tr>
  );
}
