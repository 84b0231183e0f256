import { useTranslation } from 'react-i18next';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './game-rules.module.css';

const RULES = ['guess', 'order', 'multiplier', 'cashOut'] as const;

/** The rules the contract's playHilo applies, in words. */
export function HiloRules() {
  const { t } = useTranslation();
  return (
    <div className={styles.rules}>
      <h2 className={styles.title}>{t('house.hilo.rulesTitle')}</h2>
      <ul className={styles.list}>
        {RULES.map((rule) => (
          <li key={rule}>
            <PhraseText text={t(`house.hilo.rules.${rule}`)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
