import type { AdminTier, UpdateTierRequest } from '@app/contract/admin-loyalty';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { useUpdateBrandTierMutation } from '../api/update-brand-tier';
import { useFormWrite } from '../hooks/use-form-write';
import { useProblemTexts } from '../hooks/use-problem-texts';
import { checkTierForm, TIER_REQUEST_FIELDS, toTierFormValues, type TierField, type TierFormValues } from '../tier-form-values';
import checkBoxStyles from '@/backoffice/components/check-box.module.css';
import styles from './promotions.module.css';

function isRequestField(name: string): name is keyof UpdateTierRequest {
  return name in TIER_REQUEST_FIELDS;
}

interface TierDialogProps {
  brandId: string;
  tier: AdminTier;
  onClose: () => void;
}

/**
 * Edits one level's name, loss return, withdrawal limits, next-level amount, colour, details and
 * whether it is open. The requirement and how it is judged are fixed by the product, so they are
 * shown, not edited. Level 1, where every member starts, cannot be closed.
 */
export function TierDialog({ brandId, tier, onClose }: TierDialogProps) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const problemTexts = useProblemTexts();
  const detailsId = useId();
  const [updateTier, { isLoading }] = useUpdateBrandTierMutation();
  const [values, setValues] = useState(() => toTierFormValues(tier));
  const write = useFormWrite<TierField>((apiField) => (isRequestField(apiField) ? TIER_REQUEST_FIELDS[apiField] : undefined));

  const change = <Field extends TierField>(field: Field, value: TierFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    write.clearError(field);
  };
  const textField = (field: Exclude<TierField, 'disabled'>) => ({
    name: field,
    value: values[field],
    error: write.fieldErrors[field] ?? null,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      change(field, event.target.value);
    },
  });
  const baht = <span className={styles.unit}>{t('promotions.baht')}</span>;

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkTierForm(values);
    if (!check.request) {
      write.setFieldErrors(problemTexts(check.problems));
      return;
    }
    const request = check.request;
    if (await write.send(() => updateTier({ brandId, level: tier.level, tier: request }).unwrap())) {
      showToast(t('promotions.tiers.saved', { name: request.name }), 'success');
      onClose();
    }
  };

  return (
    <ModalDialog
      title={t('promotions.tiers.dialogTitle', { level: tier.level })}
      closeLabel={t('common.cancel')}
      testId="tier-dialog"
      onClose={() => {
        // The answer of a save on its way must still reach the dialog.
        if (!write.isSendingRef.current) onClose();
      }}
    >
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField label={t('promotions.tiers.fields.name')} maxLength={50} {...textField('name')} />
        <TextField
          label={t('promotions.tiers.fields.lossReturn')}
          inputMode="decimal"
          maxLength={6}
          trailing={<span className={styles.unit}>%</span>}
          {...textField('lossReturnPercent')}
        />
        <TextField
          label={t('promotions.tiers.fields.withdrawCap', { per: t(`promotions.tiers.capPer.${tier.withdrawCapPer}`) })}
          inputMode="decimal"
          maxLength={16}
          trailing={baht}
          {...textField('withdrawCapBaht')}
        />
        <TextField
          label={t('promotions.tiers.fields.maxPerWithdrawal')}
          inputMode="decimal"
          maxLength={16}
          placeholder={t('promotions.tiers.noMax')}
          trailing={baht}
          {...textField('maxPerWithdrawalBaht')}
        />
        <TextField label={t('promotions.tiers.fields.nextLevel')} inputMode="decimal" maxLength={16} trailing={baht} {...textField('nextLevelBaht')} />
        <TextField label={t('promotions.tiers.fields.colour')} maxLength={7} placeholder="#f5b301" {...textField('colour')} />
        <label className={styles.textareaLabel}>
          {t('promotions.tiers.fields.details')}
          <textarea
            className={write.fieldErrors.details ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
            name="details"
            value={values.details}
            aria-invalid={write.fieldErrors.details ? true : undefined}
            aria-describedby={write.fieldErrors.details ? detailsId : undefined}
            onChange={(event) => {
              change('details', event.target.value);
            }}
          />
          {write.fieldErrors.details ? (
            <span id={detailsId} className={styles.fieldError} role="alert">
              {write.fieldErrors.details}
            </span>
          ) : null}
        </label>
        {tier.level === 1 ? (
          <p className={styles.hint}>{t('promotions.tiers.firstLevelOpen')}</p>
        ) : (
          <label className={checkBoxStyles.checkBox}>
            <input
              type="checkbox"
              name="disabled"
              checked={values.disabled}
              onChange={(event) => {
                change('disabled', event.target.checked);
              }}
            />
            {t('promotions.tiers.fields.disabled')}
          </label>
        )}
        {write.fieldErrors.disabled ? <FormAlert message={write.fieldErrors.disabled} testId="tier-disabled-error" /> : null}
        <FormAlert message={write.formError} testId="tier-error" />
        <Button type="submit" isFullWidth isLoading={isLoading} loadingLabel={t('promotions.saving')}>
          {t('promotions.save')}
        </Button>
      </form>
    </ModalDialog>
  );
}
