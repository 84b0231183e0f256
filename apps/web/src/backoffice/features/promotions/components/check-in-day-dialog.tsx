import { REWARD_KINDS, type RewardKind } from '@app/contract/rewards/reward';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import type { CheckInDay } from '../api/list-check-in-days';
import { useSetCheckInDayMutation } from '../api/set-check-in-day';
import { useFormWrite } from '../hooks/use-form-write';
import { useProblemTexts } from '../hooks/use-problem-texts';
import { checkRewardForm, toRewardFormValues, type RewardField } from '../reward-form-values';
import styles from './promotions.module.css';

const isRewardKind = (value: string): value is RewardKind => REWARD_KINDS.some((kind) => kind === value);

interface CheckInDayDialogProps {
  brandId: string;
  day: CheckInDay;
  onClose: () => void;
}

/** Sets what one day of the month's check-in gives: credit in baht, points, or nothing. */
export function CheckInDayDialog({ brandId, day, onClose }: CheckInDayDialogProps) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const problemTexts = useProblemTexts();
  const [setCheckInDay, { isLoading }] = useSetCheckInDayMutation();
  const [values, setValues] = useState(() => toRewardFormValues(day.reward));
  // The API names the amount "reward.amountSatang" or "reward.points"; both are this one field.
  const write = useFormWrite<RewardField>((apiField) => (apiField.startsWith('reward') ? 'amount' : undefined));

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkRewardForm(values);
    if (!check.request) {
      write.setFieldErrors(problemTexts(check.problems));
      return;
    }
    const reward = check.request;
    if (await write.send(() => setCheckInDay({ brandId, day: day.day, reward }).unwrap())) {
      showToast(t('promotions.checkIn.saved', { day: day.day }), 'success');
      onClose();
    }
  };

  return (
    <ModalDialog
      title={t('promotions.checkIn.dialogTitle', { day: day.day })}
      closeLabel={t('common.cancel')}
      testId="check-in-day-dialog"
      onClose={() => {
        if (!write.isSendingRef.current) onClose();
      }}
    >
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <SelectField
          label={t('promotions.reward.kind')}
          name="kind"
          value={values.kind}
          options={REWARD_KINDS.map((kind) => ({ value: kind, label: t(`promotions.reward.kinds.${kind}`) }))}
          onChange={(event) => {
            const { value } = event.target;
            if (isRewardKind(value)) setValues((current) => ({ ...current, kind: value }));
            write.clearError('amount');
          }}
        />
        {values.kind === 'none' ? null : (
          <TextField
            label={t(values.kind === 'credit' ? 'promotions.reward.creditAmount' : 'promotions.reward.pointsAmount')}
            name="amount"
            inputMode={values.kind === 'credit' ? 'decimal' : 'numeric'}
            autoComplete="off"
            maxLength={16}
            value={values.amount}
            error={write.fieldErrors.amount ?? null}
            trailing={<span className={styles.unit}>{t(values.kind === 'credit' ? 'promotions.baht' : 'promotions.reward.pointsUnit')}</span>}
            onChange={(event) => {
              const { value } = event.target;
              setValues((current) => ({ ...current, amount: value }));
              write.clearError('amount');
            }}
          />
        )}
        <FormAlert message={write.formError} testId="check-in-day-error" />
        <Button type="submit" isFullWidth isLoading={isLoading} loadingLabel={t('promotions.saving')}>
          {t('promotions.save')}
        </Button>
      </form>
    </ModalDialog>
  );
}
