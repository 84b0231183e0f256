import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import type { SlipReceipt } from '../api/confirm-slip';
import styles from './slip-outcome.module.css';

/** The end of a credited slip: the amount added, and the bonus when the promotion paid one. */
export function SlipCredited({ receipt, onAnother }: { receipt: SlipReceipt; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.outcome} aria-labelledby="slip-credited-title" data-testid="slip-credited">
      <span className={styles.icon}>
        <CheckCircleIcon size={40} />
      </span>
      <h2 id="slip-credited-title" className={styles.title}>
        {t('slip.successTitle')}
      </h2>
      <p className={styles.amount} data-testid="slip-credited-amount">
        <span className={styles.symbol}>{t('app.currencySymbol')}</span>
        <span className={styles.value}>{formatBaht(receipt.amountSatang)}</span>
        <span className={styles.unit}>{t('app.currencyName')}</span>
      </p>
      {receipt.bonusSatang > 0 ? (
        <p className={styles.bonus} data-testid="slip-credited-bonus">
          {t('slip.bonus', { amount: formatBaht(receipt.bonusSatang) })}
        </p>
      ) : null}
      <Button variant="secondary" className={styles.action} onClick={onAnother}>
        {t('slip.another')}
      </Button>
    </section>
  );
}

/** The end of a slip handed to an operator: where to follow it. */
export function SlipSentForReview({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.outcome} aria-labelledby="slip-sent-title" data-testid="slip-sent-for-review">
      <span className={styles.icon}>
        <CheckCircleIcon size={40} />
      </span>
      <h2 id="slip-sent-title" className={styles.title}>
        {t('slip.reviewSent')}
      </h2>
      <p className={styles.text}>
        <PhraseText text={t('slip.reviewSentText')} />
      </p>
      <Button variant="secondary" className={styles.action} onClick={onAnother}>
        {t('slip.another')}
      </Button>
    </section>
  );
}
