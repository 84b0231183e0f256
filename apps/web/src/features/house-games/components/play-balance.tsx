import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { ButtonLink } from '@/components/ui/button';
import { WalletIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './play-balance.module.css';

/** The member's balance during play, the number that matters most, with the way to top it up: always on screen. */
export function PlayBalance({ balanceSatang }: { balanceSatang: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <p className={styles.balance}>
        <span className={styles.label}>{t('house.balanceLabel')}</span>
        <span className={styles.amount} data-testid="play-balance">
          {t('app.currencySymbol')}
          {formatBaht(balanceSatang)}
        </span>
      </p>
      <ButtonLink to={paths.auth.deposit} variant="secondary" size="small" isIconOnly aria-label={t('nav.deposit')} data-testid="play-deposit">
        <WalletIcon size={18} />
      </ButtonLink>
    </div>
  );
}
