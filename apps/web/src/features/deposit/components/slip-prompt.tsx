import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { ReceiptIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { paths } from '@/config/paths';
import styles from './slip-prompt.module.css';

/** For a transfer the statement has not credited yet: the slip page credits it from its photo. */
export function SlipPrompt() {
  const { t } = useTranslation();
  return (
    <aside className={styles.prompt} aria-labelledby="deposit-slip-prompt-title">
      <span className={styles.icon}>
        <ReceiptIcon size={24} />
      </span>
      <div>
        <p id="deposit-slip-prompt-title" className={styles.title}>
          {t('deposit.slipTitle')}
        </p>
        <p className={styles.text}>
          <PhraseText text={t('deposit.slipText')} />
        </p>
      </div>
      <ButtonLink to={paths.auth.depositSlip} variant="secondary" isFullWidth className={styles.action}>
        {t('deposit.slipLink')}
      </ButtonLink>
    </aside>
  );
}
