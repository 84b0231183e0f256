import { COMMISSION_BASES, COMMISSION_PERIODS, type CommissionRule } from '@app/contract/affiliate';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { readAffiliateRule, toAffiliateRuleValues, type AffiliateRuleValues } from '../affiliate-rule-values';
import { useSetAffiliateRuleMutation } from '../api/set-affiliate-rule';
import { useFormWrite } from '../hooks/use-form-write';
import styles from './promotions.module.css';

type AffiliateField = keyof AffiliateRuleValues;

/** The request field a refusal names, as the form field it belongs beside. */
const FIELD_OF_API_FIELD: Record<string, AffiliateField | undefined> = { basis: 'basis', percentBps: 'percentText', period: 'period' };

const isBasis = (value: string): value is CommissionRule['basis'] => COMMISSION_BASES.some((basis) => basis === value);
const isPeriod = (value: string): value is CommissionRule['period'] => COMMISSION_PERIODS.some((period) => period === value);

interface AffiliateRuleFormProps {
  brandId: string;
  rule: CommissionRule;
  canEdit: boolean;
}

/**
 * What a member earns for the friends they invited: a percent of the friends' net loss or deposits,
 * paid per day or per week. The percent is read exactly (never through a float); 0 stops paying.
 * A refusal keeps what was chosen and typed.
 */
export function AffiliateRuleForm({ brandId, rule, canEdit }: AffiliateRuleFormProps) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const [setAffiliateRule, { isLoading }] = useSetAffiliateRuleMutation();
  const [values, setValues] = useState(() => toAffiliateRuleValues(rule));
  const write = useFormWrite<AffiliateField>((apiField) => FIELD_OF_API_FIELD[apiField]);

  const change = (patch: Partial<AffiliateRuleValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) write.clearError(field as AffiliateField);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = readAffiliateRule(values);
    if (!next) {
      write.setFieldErrors({ percentText: t('promotions.affiliate.percentInvalid') });
      return;
    }
    if (await write.send(() => setAffiliateRule({ brandId, rule: next }).unwrap())) {
      setValues(toAffiliateRuleValues(next));
      showToast(t('promotions.affiliate.saved'), 'success');
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="affiliate-rule-title">
      <div>
        <h2 id="affiliate-rule-title" className={styles.panelTitle}>
          {t('promotions.affiliate.title')}
        </h2>
        <p className={styles.panelText}>{t('promotions.affiliate.intro')}</p>
      </div>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="affiliate-rule-form">
        <div className={styles.columns}>
          <SelectField
            label={t('promotions.affiliate.basis')}
            name="basis"
            value={values.basis}
            disabled={!canEdit}
            error={write.fieldErrors.basis ?? null}
            options={COMMISSION_BASES.map((value) => ({ value, label: t(`promotions.affiliate.bases.${value}`) }))}
            onChange={(event) => {
              if (isBasis(event.target.value)) change({ basis: event.target.value });
            }}
          />
          <TextField
            label={t('promotions.affiliate.percent')}
            name="percent"
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            value={values.percentText}
            disabled={!canEdit}
            error={write.fieldErrors.percentText ?? null}
            trailing={<span className={styles.unit}>%</span>}
            onChange={(event) => {
              change({ percentText: event.target.value });
            }}
          />
          <SelectField
            label={t('promotions.affiliate.period')}
            name="period"
            value={values.period}
            disabled={!canEdit}
            error={write.fieldErrors.period ?? null}
            options={COMMISSION_PERIODS.map((value) => ({ value, label: t(`promotions.affiliate.periods.${value}`) }))}
            onChange={(event) => {
              if (isPeriod(event.target.value)) change({ period: event.target.value });
            }}
          />
        </div>
        <p className={styles.hint}>{t('promotions.affiliate.hint')}</p>
        <FormAlert message={write.formError} testId="affiliate-rule-error" />
        {canEdit ? (
          <div className={styles.actions}>
            <Button type="submit" isLoading={isLoading} loadingLabel={t('promotions.saving')}>
              {t('promotions.affiliate.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
