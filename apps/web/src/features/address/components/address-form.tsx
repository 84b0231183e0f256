import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { THAI_PROVINCES, type ThaiAddress } from '@app/contract/address';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';
import { useUpdateAddressMutation } from '../api/update-address';
import { checkAddress, isAddressField, toFormValues, type AddressField, type AddressFieldErrors } from '../address-form-values';
import styles from './address-form.module.css';

/** หมู่ and the postcode are digits only; anything else typed there is dropped as it is typed. */
const keepDigits = (text: string) => text.replace(/\D/g, '');

/** The delivery address form: checked here with the contract's schema, then saved; what was typed stays on any failure. */
export function AddressForm({ savedAddress }: { savedAddress: ThaiAddress | null }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [updateAddress, { isLoading }] = useUpdateAddressMutation();
  const [values, setValues] = useState(() => toFormValues(savedAddress));
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isSavingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const focusField = (field: AddressField) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSavingRef.current) return;
    setFormError(null);
    const check = checkAddress(values);
    if (!check.address) {
      setErrors(check.errors);
      const firstInvalid = Object.keys(check.errors).find(isAddressField);
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    setErrors({});
    isSavingRef.current = true;
    try {
      const saved = await updateAddress(check.address).unwrap();
      setValues(toFormValues(saved));
      showToast(t('deliveryAddress.saved'));
    } catch (error) {
      const message = getErrorMessage(error);
      const field = isApiFailure(error) ? error.field : null;
      if (isAddressField(field)) {
        setErrors({ [field]: message });
        focusField(field);
      } else {
        setFormError(message);
      }
    } finally {
      isSavingRef.current = false;
    }
  };

  const textProps = (field: AddressField) => ({
    name: field,
    value: values[field],
    error: errors[field] ?? null,
    onChange: (event: { target: { value: string } }) => {
      change(field, event.target.value);
    },
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('pages.manageAddress')}>
      <div className={styles.grid}>
        <TextField
          {...textProps('houseNumber')}
          label={t('deliveryAddress.houseNumber')}
          placeholder={t('deliveryAddress.houseNumberPlaceholder')}
          autoComplete="address-line1"
          maxLength={12}
        />
        <TextField
          {...textProps('moo')}
          onChange={(event) => {
            change('moo', keepDigits(event.target.value));
          }}
          label={t('deliveryAddress.moo')}
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
        />
        <TextField
          {...textProps('road')}
          className={styles.wide}
          label={t('deliveryAddress.road')}
          placeholder={t('deliveryAddress.roadPlaceholder')}
          autoComplete="address-line2"
          maxLength={100}
        />
        <TextField
          {...textProps('subdistrict')}
          className={styles.wide}
          label={t('deliveryAddress.subdistrict')}
          autoComplete="address-level3"
          maxLength={60}
        />
        <TextField {...textProps('district')} className={styles.wide} label={t('deliveryAddress.district')} autoComplete="address-level2" maxLength={60} />
        <SelectField
          name="province"
          className={styles.wide}
          label={t('deliveryAddress.province')}
          value={values.province}
          error={errors.province ?? null}
          autoComplete="address-level1"
          onChange={(event) => {
            change('province', event.target.value);
          }}
          options={[
            { value: '', label: t('deliveryAddress.provincePlaceholder') },
            ...THAI_PROVINCES.map((province) => ({ value: province, label: province })),
          ]}
        />
        <TextField
          {...textProps('postcode')}
          className={styles.wide}
          onChange={(event) => {
            change('postcode', keepDigits(event.target.value));
          }}
          label={t('deliveryAddress.postcode')}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          enterKeyHint="done"
        />
      </div>
      <FormAlert message={formError} testId="address-error" />
      <Button type="submit" size="large" isFullWidth isLoading={isLoading} loadingLabel={t('deliveryAddress.saving')}>
        {t('deliveryAddress.save')}
      </Button>
    </form>
  );
}
