import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import type { SlipRequestKey } from '../api/approve-slip-request';
import { useSlipPhotoUrl } from '../hooks/use-slip-photo-url';

interface SlipPhotoProps {
  photoKey: SlipRequestKey;
  alt: string;
  className?: string;
  /** The height the shimmer holds while the photo loads. */
  loadingHeight: number;
}

/** The slip photo, fetched with the operator's token: a shimmer while it loads, a placeholder if it cannot be had. */
export function SlipPhoto({ photoKey, alt, className, loadingHeight }: SlipPhotoProps) {
  const { t } = useTranslation('backoffice');
  const photo = useSlipPhotoUrl(photoKey);
  if (photo.state === 'loading') return <Skeleton height={loadingHeight} />;
  return (
    <Image
      src={photo.state === 'loaded' ? photo.url : null}
      alt={photo.state === 'loaded' ? alt : t('deposits.slips.photoLoadError')}
      className={className}
      isPlaceholderTextHidden
    />
  );
}
