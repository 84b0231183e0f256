import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { WalletIcon, WithdrawIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './quick-actions.module.css';

/** Deposit and withdraw, the two things members come to the dashboard for. */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <ButtonLink to={paths.auth.deposit} variant="primary" size="large">
        <WalletIcon size={22} />
        {t('nav.deposit')}
      </ButtonLink>
      <ButtonLink to={paths.auth.withdraw} variant="ghost" size="large">
        <WithdrawIcon size={22} />
        {t('nav.withdraw')}
      </ButtonLink>
    </div>
  );
}
