import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPrizeOption } from '@app/contract/admin-loyalty';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import type { RewardKind } from '@app/contract/rewards/reward';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import dialogStyles from '@/backoffice/components/dialog-form.module.css';
import { FormDialog } from '@/backoffice/components/form-dialog';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useCreatePrizeOptionMutation } from '../api/create-prize-option';
import { useUpdatePrizeOptionMutation } from '../api/update-prize-option';
import { useRefusal } from '../hooks/use-refusal';
import { prizeFieldOf, prizeFormValuesOf, readPrizeForm, type PrizeField, type PrizeFormValues } from '../prize-form-values';
import styles from './prize-dialogs.module.css';
import panelStyles from './prize-panels.module.css';

interface PrizeOptionDialogProps {
  brandId: string;
  game: PrizeGame;
  /** Null for a new option. */
  option: AdminPrizeOption | null;
  onDone: (label: string) => void;
  onClose: () => void;
}

const REWARD_KINDS: readonly RewardKind[] = ['credit', 'point', 'none'];

function isRewardKind(value: string): value is RewardKind {
  return REWARD_KINDS.some((kind) => kind === value);
}

/** Adds an option or changes one: every field checked as the contract does, sent once. */
export function PrizeOptionDialog({ brandId, game, option, onDone, onClose }: PrizeOptionDialogProps) {
  const { t } = useTranslation('backoffice');
  const [values, setValues] = useState<PrizeFormValues>(() => prizeFormValuesOf(option));
  const { fieldErrors, formError, clearFieldError, showRefusal, bodyOf } = useRefusal<PrizeField>(prizeFieldOf);
  const [createOption] = useCreatePrizeOptionMutation();
  const [updateOption] = useUpdatePrizeOptionMutation();

  const change = (next: Partial<PrizeFormValues>, field: PrizeField | null) => {
    setValues((current) => ({ ...current, ...next }));
    if (field) clearFieldError(field);
  };

  const send = () => {
    const fields = bodyOf(readPrizeForm(values, { isNew: option === null }), (error) => t(`prizes.form.errors.${error}`));
    if (!fields) return null;
    return option === null
      ? createOption({ brandId, body: { game, ...fields } }).unwrap()
      : updateOption({ brandId, game, prizeId: option.id, body: fields }).unwrap();
  };

  return (
    <FormDialog
      title={option === null ? t(`prizes.${game}.add`) : t('prizes.form.editTitle', { label: option.label })}
      testId="prize-option-dialog"
      submitLabel={t('prizes.form.save')}
      savingLabel={t('prizes.form.saving')}
      formError={formError}
      send={send}
      onSaved={() => onDone(values.label.trim())}
      onRefused={showRefusal}
      onClose={onClose}
    >
      <TextField
        label={t('prizes.form.label')}
        value={values.label}
        maxLength={60}
        error={fieldErrors.label}
        autoFocus
        onChange={(event) => change({ label: event.target.value }, 'label')}
      />
      <TextField
        label={t('prizes.form.colour')}
        value={values.colour}
        maxLength={7}
        error={fieldErrors.colour}
        trailing={<span className={panelStyles.swatch} style={{ background: values.colour }} aria-hidden="true" />}
        onChange={(event) => change({ colour: event.target.value }, 'colour')}
      />
      <div className={styles.pair}>
        <SelectField
          label={t('prizes.form.rewardKind')}
          value={values.rewardKind}
          options={REWARD_KINDS.map((kind) => ({ value: kind, label: t(`prizes.form.kinds.${kind}`) }))}
          onChange={(event) => {
            if (isRewardKind(event.target.value)) change({ rewardKind: event.target.value }, 'amount');
          }}
        />
        {values.rewardKind === 'none' ? null : (
          <TextField
            label={values.rewardKind === 'point' ? t('prizes.form.points') : t('prizes.form.credit')}
            value={values.amount}
            inputMode="decimal"
            error={fieldErrors.amount}
            onChange={(event) => change({ amount: event.target.value }, 'amount')}
          />
        )}
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('prizes.form.weight')}
          value={values.weight}
          inputMode="numeric"
          error={fieldErrors.weight}
          onChange={(event) => change({ weight: event.target.value }, 'weight')}
        />
        <TextField
          label={t('prizes.form.sortOrder')}
          value={values.sortOrder}
          inputMode="numeric"
          error={fieldErrors.sortOrder}
          onChange={(event) => change({ sortOrder: event.target.value }, 'sortOrder')}
        />
      </div>
      <p className={dialogStyles.hint}>{t(option === null ? 'prizes.form.weightHintNew' : 'prizes.form.weightHint')}</p>
      <TextField
        label={t('prizes.form.imagePath')}
        value={values.imagePath}
        maxLength={500}
        error={fieldErrors.imagePath}
        onChange={(event) => change({ imagePath: event.target.value }, 'imagePath')}
      />
      <ToggleSwitch label={t('prizes.form.isActive')} isOn={values.isActive} onChange={(isActive) => change({ isActive }, null)} />
    </FormDialog>
  );
}
