import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakKind, BreakPeriod } from '@app/contract/player-protection';
import { Button } from '@/components/ui/button';
import cardStyles from '@/components/ui/card.module.css';
import { InfoIcon } from '@/components/ui/icons';
import styles from './break-card.module.css';

interface BreakCardProps {
  kind: BreakKind;
  periods: readonly BreakPeriod[];
  icon: ReactNode;
  onChoose: (choice: { kind: BreakKind; period: BreakPeriod }) => void;
}

/** One kind of break: what it does, its periods as a choice, and the button that asks to confirm. */
export function BreakCard({ kind, periods, icon, onChoose }: BreakCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [period, setPeriod] = useState<BreakPeriod | null>(null);
  return (
    <section className={cardStyles.card} aria-labelledby={titleId} data-testid={`break-card-${kind}`}>
      <div className={cardStyles.header}>
        <h2 id={titleId} className={cardStyles.title}>
          {t(`protection.${kind}.title`)}
        </h2>
        <span className={cardStyles.titleIcon}>{icon}</span>
      </div>
      <p className={styles.lead}>{t(`protection.${kind}.lead`)}</p>
      <fieldset className={styles.periods}>
        <legend className={styles.legend}>{t('protection.periodLabel')}</legend>
        {periods.map((option) => (
          <label key={option} className={styles.period}>
            <input
              type="radio"
              name={`break-${kind}`}
              value={option}
              checked={period === option}
              onChange={() => {
                setPeriod(option);
              }}
            />
            <span>{t(`protection.periods.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className={cardStyles.note}>
        <InfoIcon size={18} className={cardStyles.noteIcon} />
        <span>{t(`protection.${kind}.note`)}</span>
      </p>
      <Button
        variant={kind === 'self_exclusion' ? 'secondary' : 'primary'}
        isFullWidth
        disabled={period === null}
        onClick={() => {
          if (period) onChoose({ kind, period });
        }}
      >
        {t(`protection.${kind}.submit`)}
      </Button>
    </section>
  );
}
