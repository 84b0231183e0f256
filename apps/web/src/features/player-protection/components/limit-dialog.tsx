import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LIMIT_SATANG, type MemberLimit } from '@app/contract/player-protection';
import { formatBaht, parseBahtToSatang } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import cardStyles from '@/components/ui/card.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { InfoIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { getErrorMessage } from '@/lib/api-client';
import { useSetLimitMutation } from '../api/limits';
import { useLimitTexts } from '../limit-texts';
import breakStyles from './break-card.module.css';
import styles from './limit-dialog.module.css';

/** The amount typed, in satang; null for no limit; undefined when it is not an amount the API takes. */
function wantedAmount(text: string, isUnlimited: boolean): number | null | undefined {
  if (isUnlimited) return null;
  const satang = parseBahtToSatang(text);
  return satang !== null && satang >= 100 && satang <= MAX_LIMIT_SATANG ? satang : undefined;
}

/** How a wanted amount changes the limit: at once when tighter, after 24 hours when looser (the server's rule). */
function changeOf(current: number | null, wanted: number | null): 'lower' | 'raise' | 'same' {
  if (wanted === current) return 'same';
  return wanted !== null && (current === null || wanted < current) ? 'lower' : 'raise';
}

/**
 * Sets one limit. It says before saving whether the change applies at once or waits 24 hours,
 * and keeps what was typed when the server refuses it.
 */
export function LimitDialog({ limit, onClose }: { limit: MemberLimit; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = useLimitTexts();
  const { showToast } = useToast();
  const [setLimit, { isLoading }] = useSetLimitMutation();
  const [amountText, setAmountText] = useState(limit.limitSatang === null ? '' : formatBaht(limit.limitSatang));
  const [isUnlimited, setIsUnlimited] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = texts.name(limit.kind, limit.period);
  const wanted = wantedAmount(amountText, isUnlimited);
  const change = wanted === undefined ? undefined : changeOf(limit.limitSatang, wanted);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (wanted === undefined) {
      setFieldError(t('limits.dialog.amountInvalid'));
      return;
    }
    try {
      const saved = await setLimit({ kind: limit.kind, period: limit.period, amountSatang: wanted }).unwrap();
      const pending = saved.limit.pendingRaise;
      showToast(
        saved.outcome === 'applied' || !pending
          ? t('limits.applied', { limit: name, amount: texts.amount(saved.limit.limitSatang) })
          : t('limits.requested', { when: texts.when(pending.confirmableAt) }),
        'success',
      );
      onClose();
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };

  return (
    <ModalDialog
      title={t('limits.dialog.title', { limit: name })}
      closeLabel={t('limits.dialog.cancel')}
      onClose={isLoading ? () => undefined : onClose}
      testId="limit-dialog"
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.current}>{t('limits.dialog.current', { amount: texts.amount(limit.limitSatang) })}</p>
        <TextField
          label={t('limits.dialog.amountLabel')}
          name="limit-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('limits.dialog.amountPlaceholder')}
          value={amountText}
          disabled={isUnlimited}
          error={fieldError}
          onChange={(event) => {
            setAmountText(event.target.value);
            setFieldError(null);
          }}
        />
        <label className={breakStyles.period}>
          <input
            type="checkbox"
            name="limit-unlimited"
            checked={isUnlimited}
            onChange={(event) => {
              setIsUnlimited(event.target.checked);
              setFieldError(null);
            }}
          />
          <span>{t('limits.dialog.noLimit')}</span>
        </label>
        {change === 'lower' || change === 'raise' ? (
          <p className={cardStyles.note} data-testid="limit-dialog-note">
            <InfoIcon size={18} className={cardStyles.noteIcon} />
            <span>{change === 'lower' ? t('limits.dialog.lowerNote') : t('limits.dialog.raiseNote')}</span>
          </p>
        ) : null}
        <FormAlert message={error} testId="limit-dialog-error" />
        <Button type="submit" isFullWidth isLoading={isLoading} loadingLabel={t('limits.dialog.saving')}>
          {t('limits.dialog.submit')}
        </Button>
      </form>
    </ModalDialog>
  );
}
