import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SparkIcon } from './icons';
import { PhraseText } from './phrase-text';
import styles from './coming-soon.module.css';

/** The placeholder body of a screen that a later release fills in. */
export function ComingSoon({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <span className={styles.art}>
        <SparkIcon size={44} />
      </span>
      <span className={styles.badge}>{t('comingSoon.badge')}</span>
      <p className={styles.text}>
        <PhraseText text={t('comingSoon.text')} />
      </p>
      {action}
    </div>
  );
}
