import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { WifiOffIcon } from '@/components/ui/icons';
import { useOnlineStatus } from '../hooks/use-online-status';

export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <Banner tone="danger" icon={<WifiOffIcon size={20} />}>
      {t('banners.offline')}
    </Banner>
  );
}
