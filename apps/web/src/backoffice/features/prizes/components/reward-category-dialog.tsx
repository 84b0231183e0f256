import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRewardCategory } from '@app/contract/admin-loyalty';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/backoffice/components/form-dialog';
import { useSaveRewardCategoryMutation } from '../api/save-reward-category';
import { categoryFieldOf, categoryFormValuesOf, readCategoryForm, type CategoryField, type CategoryFormValues } from '../catalogue-form-values';
import { useRefusal } from '../hooks/use-refusal';

interface RewardCategoryDialogProps {
  brandId: string;
  /** Null for a new category. */
  category: AdminRewardCategory | null;
  onDone: (name: string) => void;
  onClose: () => void;
}

export function RewardCategoryDialog({ brandId, category, onDone, onClose }: RewardCategoryDialogProps) {
  const { t } = useTranslation('backoffice');
  const [values, setValues] = useState<CategoryFormValues>(() => categoryFormValuesOf(category));
  const [save] = useSaveRewardCategoryMutation();
  const { fieldErrors, formError, clearFieldError, showRefusal, bodyOf } = useRefusal<CategoryField>(categoryFieldOf);

  const send = () => {
    const body = bodyOf(readCategoryForm(values), (error) => t(`prizes.catalogue.errors.${error}`));
    return body ? save({ brandId, categoryId: category?.id ?? null, body }).unwrap() : null;
  };

  const field = (name: CategoryField) => ({
    label: t(`prizes.catalogue.fields.${name}`),
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clearFieldError(name);
    },
  });

  return (
    <FormDialog
      title={category ? t('prizes.form.editTitle', { label: category.name }) : t('prizes.catalogue.addCategory')}
      testId="reward-category-dialog"
      submitLabel={t('prizes.form.save')}
      savingLabel={t('prizes.form.saving')}
      formError={formError}
      send={send}
      onSaved={(saved) => onDone(saved.name)}
      onRefused={showRefusal}
      onClose={onClose}
    >
      <TextField {...field('name')} maxLength={100} autoFocus />
      <TextField {...field('imagePath')} maxLength={500} />
      <TextField {...field('sortOrder')} inputMode="numeric" />
    </FormDialog>
  );
}
