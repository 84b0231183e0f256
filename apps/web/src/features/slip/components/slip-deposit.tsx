import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PhraseText } from '@/components/ui/phrase-text';
import { Spinner } from '@/components/ui/spinner';
import { useSlipDeposit } from '../hooks/use-slip-deposit';
import { SlipFactsCard } from './slip-facts-card';
import { SlipCredited, SlipSentForReview } from './slip-outcome';
import { SlipPicker } from './slip-picker';
import { SlipReviewForm } from './slip-review-form';
import styles from './slip-card.module.css';

interface SlipDepositProps {
  /** Runs after every confirmation, so the screen can refresh the balance (see useSlipDeposit). */
  onConfirmSettled?: () => void;
}

/** Deposit by slip: choose a photo, check what it says, confirm, and be credited. */
export function SlipDeposit({ onConfirmSettled }: SlipDepositProps) {
  const { t } = useTranslation();
  const flow = useSlipDeposit({ onConfirmSettled });
  const { stage } = flow;

  if (stage.name === 'credited') return <SlipCredited receipt={stage.receipt} onAnother={flow.reset} />;
  if (stage.name === 'sentForReview') return <SlipSentForReview onAnother={flow.reset} />;

  const slip = stage.name === 'empty' ? null : stage.slip;
  return (
    <section className={styles.card} aria-labelledby="slip-deposit-title">
      <h2 id="slip-deposit-title" className={styles.title}>
        {t('slip.pickTitle')}
      </h2>
      {slip ? null : (
        <p className={styles.intro}>
          <PhraseText text={t('slip.intro')} />
        </p>
      )}
      <SlipPicker slip={slip} onChoose={(file) => void flow.choose(file)} isBusy={stage.name === 'checking' || flow.isConfirming || flow.isSendingReview} />
      <FormAlert message={flow.fileError} testId="slip-file-error" />
      {stage.name === 'checking' ? (
        <p className={styles.checking} role="status">
          <Spinner size={20} />
          {t('slip.verifying')}
        </p>
      ) : null}
      {stage.name === 'verified' ? <SlipFactsCard facts={stage.facts} onConfirm={() => void flow.confirm()} isConfirming={flow.isConfirming} /> : null}
      {stage.name === 'refused' ? (
        <>
          <FormAlert message={stage.failure.message} testId="slip-error" code={stage.failure.code} />
          {stage.failure.isRetryable ? (
            <Button variant="ghost" isFullWidth onClick={flow.retry}>
              {t('slip.retry')}
            </Button>
          ) : null}
          {stage.failure.canSendForReview ? (
            <SlipReviewForm onSend={(review) => void flow.sendForReview(review)} isSending={flow.isSendingReview} error={flow.reviewError} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
