import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { AlertIcon } from '@/components/ui/icons';
import { checkBrowserSupport } from '@/lib/browser-support';

export function BrowserSupportBanner() {
  const { t } = useTranslation();
  const support = useMemo(() => checkBrowserSupport(navigator.userAgent), []);
  const [isDismissed, setIsDismissed] = useState(false);
  if (support.isSupported || isDismissed) return null;
  return (
    <Banner
      tone="info"
      icon={<AlertIcon size={20} />}
      dismissLabel={t('banners.dismiss')}
      onDismiss={() => {
        setIsDismissed(true);
      }}
    >
      {t('banners.unsupported', { browser: support.browserName, version: support.browserVersion })}
    </Banner>
  );
}
