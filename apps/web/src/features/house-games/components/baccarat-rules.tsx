import { useTranslation } from 'react-i18next';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './game-rules.module.css';

const RULES = ['player', 'banker', 'tie', 'tieRefund', 'cards', 'deck'] as const;

/** The payouts the contract's baccaratPayout applies, in words. */
export function BaccaratRules() {
  const { t } = useTranslation();
  return (
    <div className={styles.rules}>
      <h2 className={styles.title}>{t('house.baccarat.rulesTitle')}</h2>
      <ul className={styles.list} data-testid="baccarat-rules">
        {RULES.map((rule) => (
          <li key={rule}>
            <PhraseText text={t(`house.baccarat.rules.${rule}`)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
