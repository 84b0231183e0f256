import type { RewardSettings } from '@app/contract/admin-loyalty';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useUpdateRewardSettingsMutation } from '../api/reward-settings';
import { useFormWrite } from '../hooks/use-form-write';
import { useProblemTexts } from '../hooks/use-problem-texts';
import {
  changedRewardSettings,
  checkRewardSettings,
  REWARD_SETTINGS_REQUEST_FIELDS,
  toRewardSettingsValues,
  type RewardSettingsField,
  type RewardSettingsValues,
} from '../reward-settings-values';
import styles from './promotions.module.css';

type NumberField = Exclude<RewardSettingsField, 'isCheckInOpen'>;

interface RewardSettingsFormProps {
  brandId: string;
  settings: RewardSettings;
  canEdit: boolean;
}

/**
 * Whether members may check in, the points a deposit earns, and the wheel's and flip card's draws
 * (free ones per day, one more for a deposit of at least the minimum). One button saves the values
 * changed since the form loaded; a refusal keeps every value typed.
 */
export function RewardSettingsForm({ brandId, settings, canEdit }: RewardSettingsFormProps) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const problemTexts = useProblemTexts();
  const [updateRewardSettings, { isLoading }] = useUpdateRewardSettingsMutation();
  const [values, setValues] = useState(() => toRewardSettingsValues(settings));
  // What the server held when the form last loaded or saved: only fields changed since are sent.
  const [saved, setSaved] = useState(settings);
  const write = useFormWrite<RewardSettingsField>((apiField) =>
    Object.hasOwn(REWARD_SETTINGS_REQUEST_FIELDS, apiField) ? REWARD_SETTINGS_REQUEST_FIELDS[apiField as keyof RewardSettings] : undefined,
  );

  const change = (patch: Partial<RewardSettingsValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) write.clearError(field as RewardSettingsField);
  };

  const numberField = (name: NumberField, unit: string | null) => (
    <TextField
      label={t(`promotions.rewardSettings.fields.${name}`)}
      name={name}
      inputMode={name.endsWith('Baht') ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={16}
      value={values[name]}
      disabled={!canEdit}
      error={write.fieldErrors[name] ?? null}
      trailing={unit ? <span className={styles.unit}>{unit}</span> : undefined}
      onChange={(event) => {
        change({ [name]: event.target.value });
      }}
    />
  );

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkRewardSettings(values);
    if (!check.request) {
      write.setFieldErrors(problemTexts(check.problems));
      return;
    }
    const changes = changedRewardSettings(saved, check.request);
    let after = saved;
    const isSaved = await write.send(async () => {
      after = await updateRewardSettings({ brandId, changes }).unwrap();
    });
    if (isSaved) {
      setSaved(after);
      setValues(toRewardSettingsValues(after));
      showToast(t('promotions.rewardSettings.saved'), 'success');
    }
  };

  const baht = t('promotions.baht');
  return (
    <section className={styles.panel} aria-labelledby="reward-settings-title">
      <div>
        <h2 id="reward-settings-title" className={styles.panelTitle}>
          {t('promotions.rewardSettings.title')}
        </h2>
        <p className={styles.panelText}>{t('promotions.rewardSettings.intro')}</p>
      </div>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="reward-settings-form">
        <ToggleSwitch
          label={t('promotions.rewardSettings.fields.isCheckInOpen')}
          isOn={values.isCheckInOpen}
          disabled={!canEdit}
          onChange={(isCheckInOpen) => {
            change({ isCheckInOpen });
          }}
        />
        <div className={styles.columns}>
          {numberField('pointsPer100BahtDeposit', t('promotions.reward.pointsUnit'))}
          {numberField('depositDrawValidDays', t('promotions.rewardSettings.days'))}
        </div>
        <div className={styles.columns}>
          {numberField('wheelDailyDraws', t('promotions.rewardSettings.times'))}
          {numberField('wheelDepositMinBaht', baht)}
        </div>
        <div className={styles.columns}>
          {numberField('flipCardDailyDraws', t('promotions.rewardSettings.times'))}
          {numberField('flipCardDepositMinBaht', baht)}
        </div>
        <p className={styles.hint}>{t('promotions.rewardSettings.hint')}</p>
        <FormAlert message={write.formError} testId="reward-settings-error" />
        {canEdit ? (
          <div className={styles.actions}>
            <Button type="submit" isLoading={isLoading} loadingLabel={t('promotions.saving')}>
              {t('promotions.rewardSettings.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
