import type { WebsiteStatus } from '@app/contract/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { ToolIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useSetWebsiteStatusMutation } from '../api/set-website-status';
import styles from './website-status-panel.module.css';

/**
 * An operator reads what members will see before confirming; the member site's 5-second
 * auto-close would cut that short, so the console's dialog waits longer.
 */
const STATUS_DIALOG_AUTO_CLOSE_MS = 30_000;

interface WebsiteStatusPanelProps {
  brandId: string;
  /** The status as the server last answered it. */
  status: WebsiteStatus;
  /** The settings are being read again (after a switch): the switch waits for the new status. */
  isRefreshing: boolean;
}

/**
 * The brand's website status, big, and the one switch between open and maintenance. The switch
 * always asks first, saying what members will see, because maintenance closes every member page.
 */
export function WebsiteStatusPanel({ brandId, status, isRefreshing }: WebsiteStatusPanelProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const [setWebsiteStatus, { isLoading }] = useSetWebsiteStatusMutation();
  const [isAsking, setIsAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isMaintenance = status === 'MA';
  const nextStatus: WebsiteStatus = isMaintenance ? 'NORMAL' : 'MA';
  const switchLabel = t(isMaintenance ? 'settings.status.open' : 'settings.status.close');

  const confirm = async () => {
    try {
      await setWebsiteStatus({ brandId, websiteStatus: nextStatus }).unwrap();
    } catch (refusal) {
      setError(errorText(refusal));
    } finally {
      setIsAsking(false);
    }
  };

  return (
    <div className={styles.panel}>
      <div
        className={isMaintenance ? `${styles.status} ${styles.maintenance}` : `${styles.status} ${styles.normal}`}
        data-testid="website-status"
        data-status={status}
      >
        <span className={styles.statusLabel}>{t('settings.status.current')}</span>
        <strong className={styles.statusValue}>{t(isMaintenance ? 'settings.status.maintenance' : 'settings.status.normal')}</strong>
        <span className={styles.statusText}>
          <PhraseText text={t(isMaintenance ? 'settings.status.maintenanceNow' : 'settings.status.normalNow')} />
        </span>
      </div>
      <div>
        <Button
          variant={isMaintenance ? 'primary' : 'secondary'}
          className={isMaintenance ? undefined : styles.danger}
          disabled={isRefreshing}
          isLoading={isLoading}
          onClick={() => {
            setError(null);
            setIsAsking(true);
          }}
        >
          {switchLabel}
        </Button>
      </div>
      <FormAlert message={error} testId="website-status-error" />
      {isAsking ? (
        <ConfirmDialog
          title={t(isMaintenance ? 'settings.status.openTitle' : 'settings.status.closeTitle')}
          text={t(isMaintenance ? 'settings.status.openText' : 'settings.status.closeText')}
          confirmLabel={switchLabel}
          cancelLabel={t('common.cancel')}
          icon={<ToolIcon size={28} />}
          isConfirming={isLoading}
          autoCloseMs={STATUS_DIALOG_AUTO_CLOSE_MS}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setIsAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}
