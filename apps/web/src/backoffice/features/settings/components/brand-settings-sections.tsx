import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useGetBrandSettingsQuery } from '../api/get-brand-settings';
import type { SettingsTab } from '../settings-tabs';
import { ChatWidgetForm } from './chat-widget-form';
import { FourEyesForm } from './four-eyes-form';
import { GeneralSettingsForm } from './general-settings-form';
import { HostnamesForm } from './hostnames-form';
import { IpAllowlistForm } from './ip-allowlist-form';
import { SettingsSection } from './settings-section';
import { SettingsSkeleton } from './settings-skeleton';
import styles from './settings.module.css';
import { WebsiteStatusPanel } from './website-status-panel';

/**
 * The chosen tab's section for one brand, once its settings have loaded. The forms keep their own
 * values from the first read on, so the re-read after a save (or a refused save) never overwrites
 * what the operator typed; they start again from the server only when the brand changes.
 */
export function BrandSettingsSections({ brandId, tab }: { brandId: string; tab: Exclude<SettingsTab, 'images'> }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const { data: settings, error, isFetching, refetch } = useGetBrandSettingsQuery(brandId);

  if (!settings) {
    if (error) return <LoadError title={t('settings.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
    return <SettingsSkeleton />;
  }

  switch (tab) {
    case 'general':
      return (
        <SettingsSection title={t('settings.general.title')} intro={t('settings.general.intro')} testId="general-settings">
          <GeneralSettingsForm settings={settings} />
        </SettingsSection>
      );
    case 'hostnames':
      return (
        <SettingsSection title={t('settings.hostnames.title')} intro={t('settings.hostnames.intro')} testId="hostnames-settings">
          <HostnamesForm brandId={brandId} hostnames={settings.hostnames} />
        </SettingsSection>
      );
    case 'chat':
      return (
        <SettingsSection title={t('settings.chat.title')} intro={t('settings.chat.intro')} testId="chat-widget-settings">
          <ChatWidgetForm brandId={brandId} chatWidget={settings.chatWidget} />
        </SettingsSection>
      );
    case 'status':
      return (
        <SettingsSection
          title={t('settings.status.title')}
          intro={t('settings.status.intro')}
          testId="website-status-settings"
          action={<RefreshButton onRefresh={() => void refetch()} isRefreshing={isFetching} />}
        >
          <WebsiteStatusPanel brandId={brandId} status={settings.websiteStatus} isRefreshing={isFetching} />
        </SettingsSection>
      );
    case 'security':
      return (
        <div className={styles.stack}>
          <SettingsSection title={t('settings.security.allowlistTitle')} intro={t('settings.security.allowlistIntro')} testId="allowlist-settings">
            <IpAllowlistForm brandId={brandId} entries={settings.operatorIpAllowlist} />
          </SettingsSection>
          <SettingsSection title={t('settings.security.fourEyesTitle')} intro={t('settings.security.fourEyesIntro')} testId="four-eyes-settings">
            <FourEyesForm brandId={brandId} thresholdSatang={settings.fourEyesThresholdSatang} pendingChange={settings.fourEyesPendingChange} />
          </SettingsSection>
        </div>
      );
  }
}
