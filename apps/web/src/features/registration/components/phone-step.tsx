import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalog } from '@app/contract/error-catalog';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useCheckPhoneMutation } from '../api/check-phone';
import type { RegistrationForm } from '../hooks/use-registration-form';
import { checkPhoneStep } from '../registration-form-values';
import styles from './registration-steps.module.css';

/** Only digits are kept as they are typed or pasted ("081-234-5678" becomes 0812345678). */
const keepPhoneDigits = (text: string) => text.replace(/\D/g, '').slice(0, 10);

interface PhoneStepProps {
  form: RegistrationForm;
  /** Shown above the field, such as who invited the visitor. */
  header?: ReactNode;
  onDone: () => void;
}

/** Step 1: the mobile number, checked with the contract and then with the server before step 2 opens. */
export function PhoneStep({ form, header, onDone }: PhoneStepProps) {
  const { t } = useTranslation();
  const [checkPhone, { isLoading }] = useCheckPhoneMutation();
  const isSendingRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = form.errors.phone ?? null;

  // Back from step 2 with a refusal of the number: the cursor goes where it must be fixed. Only
  // when the step opens; later errors come from this step's own button, which focuses the field.
  const isRefusedOnOpen = useRef(Boolean(form.errors.phone));
  useEffect(() => {
    if (isRefusedOnOpen.current) inputRef.current?.focus();
  }, []);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    const checked = checkPhoneStep(form.values.phone);
    if (checked.errors) {
      form.showErrors(checked.errors);
      inputRef.current?.focus();
      return;
    }
    isSendingRef.current = true;
    try {
      const isAvailable = await checkPhone(checked.value).unwrap();
      if (isAvailable) onDone();
      else form.showError('phone', errorCatalog.PHONE_TAKEN.message);
    } catch (failure) {
      // Step 2 needs a free number, so a check that did not answer is shown and can be pressed again.
      form.showError('phone', getErrorMessage(failure));
    } finally {
      isSendingRef.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('registration.stepPhone')}>
      {header}
      <TextField
        ref={inputRef}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        label={t('registration.phone')}
        placeholder={t('registration.phonePlaceholder')}
        value={form.values.phone}
        error={error}
        enterKeyHint="next"
        onChange={(event) => {
          form.change('phone', keepPhoneDigits(event.target.value));
        }}
      />
      <p className={styles.hint}>{t('registration.phoneHint')}</p>
      <Button type="submit" size="large" isFullWidth isLoading={isLoading} loadingLabel={t('registration.checkingPhone')}>
        {t('registration.next')}
      </Button>
    </form>
  );
}
