import type { BrandSettings } from '@app/contract/admin-settings';
import { LOSS_RETURN_MODES, LOSS_RETURN_PERIODS } from '@app/contract/loss-return';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { useToast } from '@/components/ui/toast-context';
import { useUpdatePromotionSettingsMutation } from '../api/update-promotion-settings';
import { useFormWrite } from '../hooks/use-form-write';
import styles from './promotions.module.css';

type LossReturnField = 'lossReturnMode' | 'lossReturnPeriod';
type LossReturnMode = BrandSettings['lossReturnMode'];
type LossReturnPeriod = BrandSettings['lossReturnPeriod'];

const isMode = (value: string): value is LossReturnMode => LOSS_RETURN_MODES.some((mode) => mode === value);
const isPeriod = (value: string): value is LossReturnPeriod => LOSS_RETURN_PERIODS.some((period) => period === value);

interface LossReturnFormProps {
  brandId: string;
  settings: Pick<BrandSettings, 'lossReturnMode' | 'lossReturnPeriod'>;
  canEdit: boolean;
}

/**
 * How loss return is paid (credited at once or offered to claim) and over which period. A change
 * applies from the job's next run, which never returns a day twice; a refusal of the period is
 * shown beside it and the choice stays.
 */
export function LossReturnForm({ brandId, settings, canEdit }: LossReturnFormProps) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const [updateSettings, { isLoading }] = useUpdatePromotionSettingsMutation();
  const [mode, setMode] = useState(settings.lossReturnMode);
  const [period, setPeriod] = useState(settings.lossReturnPeriod);
  const write = useFormWrite<LossReturnField>((apiField) => (apiField === 'lossReturnMode' || apiField === 'lossReturnPeriod' ? apiField : undefined));

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = { lossReturnMode: mode, lossReturnPeriod: period };
    if (await write.send(() => updateSettings({ brandId, changes }).unwrap())) showToast(t('promotions.lossReturn.saved'), 'success');
  };

  return (
    <section className={styles.panel} aria-labelledby="loss-return-title">
      <div>
        <h2 id="loss-return-title" className={styles.panelTitle}>
          {t('promotions.lossReturn.title')}
        </h2>
        <p className={styles.panelText}>{t('promotions.lossReturn.intro')}</p>
      </div>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="loss-return-form">
        <div className={styles.columns}>
          <SelectField
            label={t('promotions.lossReturn.mode')}
            name="lossReturnMode"
            value={mode}
            disabled={!canEdit}
            error={write.fieldErrors.lossReturnMode ?? null}
            options={LOSS_RETURN_MODES.map((value) => ({ value, label: t(`promotions.lossReturn.modes.${value}`) }))}
            onChange={(event) => {
              if (isMode(event.target.value)) setMode(event.target.value);
              write.clearError('lossReturnMode');
            }}
          />
          <SelectField
            label={t('promotions.lossReturn.period')}
            name="lossReturnPeriod"
            value={period}
            disabled={!canEdit}
            error={write.fieldErrors.lossReturnPeriod ?? null}
            options={LOSS_RETURN_PERIODS.map((value) => ({ value, label: t(`promotions.lossReturn.periods.${value}`) }))}
            onChange={(event) => {
              if (isPeriod(event.target.value)) setPeriod(event.target.value);
              write.clearError('lossReturnPeriod');
            }}
          />
        </div>
        <p className={styles.hint}>{t('promotions.lossReturn.hint')}</p>
        <FormAlert message={write.formError} testId="loss-return-error" />
        {canEdit ? (
          <div className={styles.actions}>
            <Button type="submit" isLoading={isLoading} loadingLabel={t('promotions.saving')}>
              {t('promotions.lossReturn.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
