import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { FigureItem } from '../today-items';
import styles from './today.module.css';

/** One of today's figures: its name, the amount in baht, and how many movements made it. */
export function FigureCard({ figure }: { figure: FigureItem }) {
  const { t } = useTranslation('backoffice');
  const isLoss = figure.kind === 'money' && figure.amountSatang < 0;
  return (
    <article className={styles.card} data-testid={`figure-${figure.name}`}>
      <h3 className={styles.cardLabel}>{t(`today.figures.${figure.name}`)}</h3>
      {figure.kind === 'money' ? (
        <>
          <p className={isLoss ? `${styles.cardValue} ${styles.loss}` : styles.cardValue}>
            <span className={styles.currency}>฿</span>
            {formatBaht(figure.amountSatang)}
          </p>
          {figure.count === null ? null : <p className={styles.cardNote}>{t('today.count', { count: figure.count })}</p>}
        </>
      ) : (
        <p className={styles.cardValue}>{t('today.members', { count: figure.count })}</p>
      )}
    </article>
  );
}
