import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LogoutIcon } from '@/components/ui/icons';
import { useLogout } from '../hooks/use-logout';
import styles from './logout-button.module.css';

/** The top bar's logout control: it always asks first, and the question closes itself after 5 s. */
export function LogoutButton() {
  const { t } = useTranslation();
  const { logOut, isLoggingOut } = useLogout();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const closeConfirm = useCallback(() => {
    setIsConfirmOpen(false);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t('logout.button')}
        onClick={() => {
          setIsConfirmOpen(true);
        }}
      >
        <LogoutIcon size={20} />
        <span className={styles.label}>{t('logout.button')}</span>
      </button>
      {isConfirmOpen ? (
        <ConfirmDialog
          title={t('logout.title')}
          text={t('logout.text')}
          confirmLabel={t('logout.confirm')}
          cancelLabel={t('logout.cancel')}
          icon={<LogoutIcon size={28} />}
          isConfirming={isLoggingOut}
          onConfirm={() => void logOut()}
          onCancel={closeConfirm}
        />
      ) : null}
    </>
  );
}
