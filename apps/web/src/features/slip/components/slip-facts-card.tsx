import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { SlipFacts } from '@app/contract/slips';
import { Button } from '@/components/ui/button';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { maskBankAccount } from '@/lib/mask-bank-account';
import styles from './slip-facts-card.module.css';

interface SlipFactsCardProps {
  facts: SlipFacts;
  onConfirm: () => void;
  isConfirming: boolean;
}

/** What the server read from the slip, for the member to check before the credit is added. */
export function SlipFactsCard({ facts, onConfirm, isConfirming }: SlipFactsCardProps) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  return (
    <section className={styles.facts} data-testid="slip-facts" aria-labelledby="slip-facts-title">
      <h3 id="slip-facts-title" className="visually-hidden">
        {t('slip.factsTitle')}
      </h3>
      <div className={styles.amountBox}>
        <p className={styles.amountLabel}>{t('slip.amountLabel')}</p>
        <p className={styles.amount} data-testid="slip-amount">
          <span className={styles.symbol}>{t('app.currencySymbol')}</span>
          <span className={styles.value}>{formatBaht(facts.amountSatang)}</span>
          <span className={styles.unit}>{t('app.currencyName')}</span>
        </p>
      </div>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>{t('slip.bankLabel')}</dt>
          <dd className={styles.detail}>{facts.sendingBankName}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{t('slip.timeLabel')}</dt>
          <dd className={styles.detail}>
            <time dateTime={facts.transferredAt} data-testid="slip-time">
              {formatDateTime(facts.transferredAt, language)}
            </time>
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{t('slip.referenceLabel')}</dt>
          <dd className={`${styles.detail} ${styles.reference}`} data-testid="slip-reference">
            {facts.transRef}
          </dd>
        </div>
        {facts.senderAccount ? (
          <div className={styles.row}>
            <dt className={styles.term}>{t('slip.senderLabel')}</dt>
            <dd className={styles.detail}>{maskBankAccount(facts.senderAccount)}</dd>
          </div>
        ) : null}
      </dl>
      <Button size="large" isFullWidth onClick={onConfirm} isLoading={isConfirming} loadingLabel={t('slip.confirming')}>
        {t('slip.confirm')}
      </Button>
    </section>
  );
}
