import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRewardCategory, AdminRewardItem } from '@app/contract/admin-loyalty';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/backoffice/components/form-dialog';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useSaveRewardItemMutation } from '../api/save-reward-item';
import { itemFieldOf, itemFormValuesOf, readItemForm, type ItemField, type ItemFormValues } from '../catalogue-form-values';
import { useRefusal } from '../hooks/use-refusal';
import styles from './prize-dialogs.module.css';

interface RewardItemDialogProps {
  brandId: string;
  /** Null for a new item. */
  item: AdminRewardItem | null;
  categories: readonly AdminRewardCategory[];
  onDone: (name: string) => void;
  onClose: () => void;
}

type TextItemField = Exclude<ItemField, 'kind' | 'categoryId'>;

/** Adds or changes a catalogue item; a credit item pays its credit at once, a physical one is sent. */
export function RewardItemDialog({ brandId, item, categories, onDone, onClose }: RewardItemDialogProps) {
  const { t } = useTranslation('backoffice');
  const [values, setValues] = useState<ItemFormValues>(() => itemFormValuesOf(item, categories[0]?.id ?? ''));
  const [save] = useSaveRewardItemMutation();
  const { fieldErrors, formError, clearFieldError, showRefusal, bodyOf } = useRefusal<ItemField>(itemFieldOf);

  const change = (next: Partial<ItemFormValues>, field: ItemField | null) => {
    setValues((current) => ({ ...current, ...next }));
    if (field) clearFieldError(field);
  };

  const send = () => {
    const body = bodyOf(readItemForm(values), (error) => t(`prizes.catalogue.errors.${error}`));
    return body ? save({ brandId, itemId: item?.id ?? null, body }).unwrap() : null;
  };

  const text = (name: TextItemField) => ({
    label: t(`prizes.catalogue.fields.${name}`),
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }, name),
  });

  return (
    <FormDialog
      title={item ? t('prizes.form.editTitle', { label: item.name }) : t('prizes.catalogue.addItem')}
      testId="reward-item-dialog"
      submitLabel={t('prizes.form.save')}
      savingLabel={t('prizes.form.saving')}
      formError={formError}
      send={send}
      onSaved={(saved) => onDone(saved.name)}
      onRefused={showRefusal}
      onClose={onClose}
    >
      <SelectField
        label={t('prizes.catalogue.fields.categoryId')}
        value={values.categoryId}
        error={fieldErrors.categoryId}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        onChange={(event) => change({ categoryId: event.target.value }, 'categoryId')}
      />
      <TextField {...text('name')} maxLength={100} autoFocus />
      <TextField {...text('description')} maxLength={1_000} />
      <div className={styles.pair}>
        <SelectField
          label={t('prizes.catalogue.fields.kind')}
          value={values.kind}
          options={[
            { value: 'physical', label: t('prizes.catalogue.physical') },
            { value: 'credit', label: t('prizes.form.kinds.credit') },
          ]}
          onChange={(event) => change({ kind: event.target.value === 'credit' ? 'credit' : 'physical' }, 'credit')}
        />
        {values.kind === 'credit' ? <TextField {...text('credit')} inputMode="decimal" /> : null}
      </div>
      <div className={styles.pair}>
        <TextField {...text('costPoints')} inputMode="numeric" />
        <TextField {...text('stockLeft')} inputMode="numeric" placeholder={t('prizes.catalogue.unlimited')} />
      </div>
      <div className={styles.pair}>
        <TextField {...text('imagePath')} maxLength={500} />
        <TextField {...text('sortOrder')} inputMode="numeric" />
      </div>
      <ToggleSwitch label={t('prizes.catalogue.fields.isActive')} isOn={values.isActive} onChange={(isActive) => change({ isActive }, null)} />
    </FormDialog>
  );
}
