import { useTranslation } from 'react-i18next';
import type { TierView } from '@app/contract/levels';
import { formatBaht } from '@app/contract/money-format';
import { LockIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { PhraseText } from '@/components/ui/phrase-text';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { tierColourStyle } from '../tier-style';
import styles from './tier-card.module.css';

const TONES: Record<TierView['status'], StatusTone> = { achieved: 'success', current: 'accent', locked: 'neutral' };

/** One tier of the table: what it takes, what it gives, and where the member stands. */
export function TierCard({ tier }: { tier: TierView }) {
  const { t } = useTranslation();
  const className = [styles.card, tier.status === 'current' ? styles.current : undefined, tier.disabled ? styles.disabled : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} style={tierColourStyle(tier.colour)} data-testid="tier-card" data-status={tier.status} data-disabled={tier.disabled}>
      <div className={styles.header}>
        <Image src={tier.image} alt={t('ranking.badgeAlt', { name: tier.name })} className={styles.badge} width={52} height={52} isPlaceholderTextHidden />
        <div className={styles.headerText}>
          <h3 className={styles.name}>{tier.name}</h3>
          <p className={styles.level}>{t('ranking.levelLabel', { level: tier.level })}</p>
        </div>
        {tier.disabled ? null : <StatusChip tone={TONES[tier.status]} label={t(`ranking.status.${tier.status}`)} />}
      </div>
      <p className={styles.criteria}>
        <span className={styles.criteriaLabel}>{t('ranking.criteriaLabel')}</span> <PhraseText text={tier.criteria} />
      </p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('ranking.lossReturnLabel')}</dt>
          <dd className={styles.statValue} data-testid="tier-loss-return">
            {t('ranking.lossReturn', { percent: tier.lossReturnPercent })}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('ranking.maxAmountLabel')}</dt>
          <dd className={styles.statValue} data-testid="tier-max-per-withdrawal">
            {t('app.currencySymbol')}
            {formatBaht(tier.maxAmountSatang)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('ranking.dailyCapLabel')}</dt>
          <dd className={styles.statValue} data-testid="tier-daily-cap">
            {tier.withdrawCapPer === 'day' ? `${t('app.currencySymbol')}${formatBaht(tier.withdrawCapSatang)}` : t('ranking.noDailyCap')}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('ranking.withdrawalsPerDayLabel')}</dt>
          <dd className={styles.statValue}>{t('ranking.withdrawalsPerDay', { count: tier.withdrawalsPerDay })}</dd>
        </div>
      </dl>
      {tier.details.length > 0 ? (
        <ul className={styles.details}>
          {tier.details.map((detail) => (
            <li key={detail}>
              <PhraseText text={detail} />
            </li>
          ))}
        </ul>
      ) : null}
      {tier.disabled ? (
        <p className={styles.disabledNote} data-testid="tier-disabled-note">
          <LockIcon size={16} />
          {t('ranking.disabledNote')}
        </p>
      ) : null}
    </li>
  );
}
