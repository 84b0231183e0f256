import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { Image } from '@/components/ui/image';
import { PhraseText } from '@/components/ui/phrase-text';
import type { MemberLevel } from '../api/get-member-level';
import { findNextTier, tierColourStyle } from '../tier-style';
import styles from './current-tier-card.module.css';

/** The member's tier in its colour, and how far their deposits are from the next one. */
export function CurrentTierCard({ level }: { level: MemberLevel }) {
  const { t } = useTranslation();
  const { current, progress, tiers } = level;
  const next = findNextTier(tiers, current.level);

  return (
    <section className={styles.card} style={tierColourStyle(current.colour, next?.colour)} aria-labelledby="current-tier-name" data-testid="current-tier">
      <div className={styles.identity}>
        <Image
          src={current.image}
          alt={t('ranking.badgeAlt', { name: current.name })}
          className={styles.badge}
          width={88}
          height={88}
          isPlaceholderTextHidden
        />
        <div className={styles.identityText}>
          <p className={styles.label}>{t('ranking.currentLabel')}</p>
          <h2 id="current-tier-name" className={styles.name} data-testid="current-tier-name">
            {current.name}
          </h2>
          <p className={styles.level}>{t('ranking.levelLabel', { level: current.level })}</p>
        </div>
      </div>
      {next ? (
        <div className={styles.progress}>
          <div className={styles.progressHeader}>
            <p className={styles.progressTitle} id="tier-progress-title">
              {t('ranking.progressTitle', { name: next.name })}
            </p>
            <p className={styles.percent}>{progress.percent}%</p>
          </div>
          <div
            className={styles.track}
            role="progressbar"
            aria-labelledby="tier-progress-title"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <div className={styles.fill} style={{ width: `${String(progress.percent)}%` }} />
          </div>
          <p className={styles.amounts} data-testid="tier-progress-amounts">
            {t('ranking.progressAmount', {
              deposited: formatBaht(progress.depositedSatang),
              target: formatBaht(progress.nextLevelSatang),
              basis: t(`ranking.basis.${progress.basis}`),
            })}
          </p>
          <p className={styles.remaining} data-testid="tier-progress-remaining">
            <PhraseText
              text={
                progress.remainingSatang > 0 ? t('ranking.remaining', { amount: formatBaht(progress.remainingSatang), name: next.name }) : t('ranking.reached')
              }
            />
          </p>
        </div>
      ) : (
        <p className={styles.remaining}>
          <PhraseText text={t('ranking.topTier')} />
        </p>
      )}
    </section>
  );
}
