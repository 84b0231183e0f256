import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandContext, type Brand } from '@/components/layouts/brand-context';
import { Column } from '@/components/layouts/column';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { SplashScreen } from '@/components/ui/splash-screen';
import { StatusScreen } from '@/components/ui/status-screen';
import { useGetConfigurationQuery } from '../api/get-configuration';
import { useGetPublicSettingsQuery } from '../api/get-public-settings';
import { buildBrand } from '../build-brand';
import { useAccentColor } from '../hooks/use-accent-color';

/** Loads the brand settings and images once and provides them to every layout below. */
export function BrandGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // A site opened with no network (from the service worker's shell) draws itself once it is back.
  const settings = useGetPublicSettingsQuery(undefined, { refetchOnReconnect: true });
  const configuration = useGetConfigurationQuery(undefined, { refetchOnReconnect: true });
  const isConfigurationPending = configuration.isLoading;

  const brand = useMemo(
    () => (settings.data && !isConfigurationPending ? buildBrand(settings.data, configuration.data ?? []) : null),
    [settings.data, configuration.data, isConfigurationPending],
  );

  // A store reset (logout) empties the cache for a moment; the last brand keeps the screen steady.
  const [lastBrand, setLastBrand] = useState<Brand | null>(null);
  if (brand && brand !== lastBrand) setLastBrand(brand);
  const shownBrand = brand ?? lastBrand;

  useAccentColor(shownBrand?.accentColor);

  if (shownBrand) return <BrandContext value={shownBrand}>{children}</BrandContext>;
  if (settings.isError) {
    return (
      <Column>
        <StatusScreen
          art={<AlertIcon size={44} />}
          title={t('errors.settingsTitle')}
          text={t('errors.generic')}
          actions={
            <Button onClick={() => void settings.refetch()} isLoading={settings.isFetching}>
              {t('errors.retry')}
            </Button>
          }
        />
      </Column>
    );
  }
  return <SplashScreen />;
}
