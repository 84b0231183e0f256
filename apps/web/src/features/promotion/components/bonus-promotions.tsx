import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { BonusSettings } from '@app/contract/settings';
import { EmptyState } from '@/components/ui/empty-state';
import { GiftIcon } from '@/components/ui/icons';
import { listBonusPeriods } from '../bonus-periods';
import styles from './bonus-promotions.module.css';

/** The brand's deposit bonus: one card for each daily period, or a note that there is none now. */
export function BonusPromotions({ bonus }: { bonus: BonusSettings }) {
  const { t } = useTranslation();
  const periods = listBonusPeriods(bonus);
  if (periods.length === 0) return <EmptyState title={t('promotion.none')} text={t('promotion.noneText')} />;
  return (
    <ul className={styles.list} data-testid="bonus-promotions">
      {periods.map((period, index) => (
        <li key={index} className={styles.card} data-testid="bonus-period">
          <div className={styles.head}>
            <span className={styles.icon}>
              <GiftIcon size={24} />
            </span>
            <div>
              <h2 className={styles.title}>{t('promotion.periodTitle', { number: index + 1 })}</h2>
              <p className={styles.subtitle}>{t('promotion.depositBonus')}</p>
            </div>
            <p className={styles.rate} data-testid="bonus-rate">
              {t('promotion.rate', { rate: period.rate })}
            </p>
          </div>
          <dl className={styles.terms}>
            <div className={styles.term}>
              <dt>{t('promotion.timeLabel')}</dt>
              <dd data-testid="bonus-time">{t('promotion.time', { start: period.timeStart, end: period.timeEnd })}</dd>
            </div>
            <div className={styles.term}>
              <dt>{t('promotion.endingLabel')}</dt>
              <dd data-testid="bonus-ending">{period.endingAmount}</dd>
            </div>
            <div className={styles.term}>
              <dt>{t('promotion.maxLabel')}</dt>
              <dd data-testid="bonus-max">
                {formatBaht(bonus.bonusMax)} {t('app.currencyName')}
              </dd>
            </div>
          </dl>
          <p className={styles.example}>{t('promotion.example', { ending: period.endingAmount.slice(1) })}</p>
        </li>
      ))}
    </ul>
  );
}
