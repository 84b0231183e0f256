import type { FourEyesPendingChange } from '@app/contract/admin';
import { formatBaht } from '@app/contract/money-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { keepAmountCharacters } from '@/lib/baht-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { useSetFourEyesThresholdMutation } from '../api/set-four-eyes-threshold';
import { useSettingsForm } from '../hooks/use-settings-form';
import { readThreshold, thresholdTextOf } from '../security-values';
import { FormFooter } from './form-footer';
import formStyles from './settings.module.css';

/**
 * The amount above which a withdrawal needs a second finance operator; empty turns the rule off.
 * A weaker rule (off, or a higher amount) waits until a second admin saves the same within a day:
 * the form says so, and shows the change that waits and when it lapses.
 */
export function FourEyesForm({
  brandId,
  thresholdSatang,
  pendingChange,
}: {
  brandId: string;
  thresholdSatang: number | null;
  pendingChange: FourEyesPendingChange | null;
}) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const [setFourEyesThreshold] = useSetFourEyesThresholdMutation();
  const [isWaitingForSecondAdmin, setIsWaitingForSecondAdmin] = useState(false);
  const form = useSettingsForm({
    initialValues: { thresholdText: thresholdTextOf(thresholdSatang) },
    check: ({ thresholdText }) => {
      const read = readThreshold(thresholdText);
      return 'problem' in read
        ? { body: null, errors: { thresholdText: t('settings.security.thresholdInvalid') } }
        : { body: read.thresholdSatang, errors: null };
    },
    send: async (next) => {
      const state = await setFourEyesThreshold({ brandId, thresholdSatang: next }).unwrap();
      setIsWaitingForSecondAdmin(state.pendingChange !== null);
      return state;
    },
    valuesAfterSave: (saved) => ({ thresholdText: thresholdTextOf(saved.pendingChange ? saved.pendingChange.thresholdSatang : saved.thresholdSatang) }),
    fieldOfRefusal: (failure) => (failure.field === 'thresholdSatang' ? 'thresholdText' : null),
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('settings.security.fourEyesTitle')}>
      <p className={formStyles.hint} data-testid="four-eyes-state">
        {thresholdSatang === null ? t('settings.security.fourEyesOff') : t('settings.security.fourEyesOn', { amount: formatBaht(thresholdSatang) })}
      </p>
      {pendingChange ? (
        <p className={formStyles.hint} data-testid="four-eyes-pending">
          {t('settings.security.fourEyesPending', {
            change:
              pendingChange.thresholdSatang === null
                ? t('settings.security.fourEyesPendingOff')
                : t('settings.security.fourEyesPendingAmount', { amount: formatBaht(pendingChange.thresholdSatang) }),
            username: pendingChange.proposedBy,
            expiresAt: formatDateTime(pendingChange.expiresAt, language),
          })}
        </p>
      ) : null}
      <TextField
        label={t('settings.security.thresholdLabel')}
        name="fourEyesThreshold"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('settings.security.thresholdPlaceholder')}
        maxLength={16}
        value={form.values.thresholdText}
        error={form.errors.thresholdText ?? null}
        trailing={<span className={formStyles.unit}>{t('settings.baht')}</span>}
        onChange={(event) => {
          form.change({ thresholdText: keepAmountCharacters(event.target.value) });
        }}
      />
      <FormFooter
        formError={form.formError}
        isSaved={form.isSaved}
        isSaving={form.isSaving}
        testId="four-eyes"
        submitLabel={t('settings.security.fourEyesSave')}
        savedLabel={isWaitingForSecondAdmin ? t('settings.security.fourEyesWaiting') : undefined}
      />
    </form>
  );
}
