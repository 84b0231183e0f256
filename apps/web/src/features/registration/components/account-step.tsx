import { useRef, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findBank } from '@app/contract/banks';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { UserIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { toBangkokDay } from '@/lib/bangkok-date';
import type { AccountName } from '../hooks/use-account-name';
import type { InviterState } from '../hooks/use-inviter';
import type { Registration } from '../hooks/use-register';
import type { RegistrationForm } from '../hooks/use-registration-form';
import type { UsernameCheck } from '../hooks/use-username-check';
import { ACCOUNT_STEP_FIELDS, checkAccountStep, type RegistrationErrors, type RegistrationField } from '../registration-form-values';
import { AccountNameField } from './account-name-field';
import { BankPicker } from './bank-picker';
import { BirthDateField } from './birth-date-field';
import { CheckField } from './check-field';
import { InviterField } from './inviter-field';
import styles from './registration-steps.module.css';

/** Account numbers are digits; dashes and spaces typed or pasted from a bank book are dropped. */
const keepAccountDigits = (text: string) => text.replace(/\D/g, '').slice(0, 20);

interface AccountStepProps {
  form: RegistrationForm;
  /** Held by the screen, so what the server said survives a trip back to step 1. */
  accountName: AccountName;
  usernameCheck: UsernameCheck;
  inviter: InviterState;
  onInviterBlur: () => void;
  isAfCodeLocked: boolean;
  registration: Registration;
  onBack: () => void;
}

/**
 * Step 2: the bank account and its holder's name, the login, the inviter and the age
 * confirmation. Refusals the server gave while the member typed (an account, a username or an
 * inviter code that cannot be used) stay beside their field for as long as it holds that value.
 */
export function AccountStep({ form, accountName, usernameCheck, inviter, onInviterBlur, isAfCodeLocked, registration, onBack }: AccountStepProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors } = form;

  const refusals: RegistrationErrors = {
    ...(accountName.refusal ? { accountNumber: accountName.refusal } : {}),
    ...(usernameCheck.refusal ? { username: usernameCheck.refusal } : {}),
    ...(inviter.status === 'refused' ? { afCode: inviter.message } : {}),
  };
  const errorOf = (field: RegistrationField) => errors[field] ?? refusals[field] ?? null;

  const focusField = (field: RegistrationField) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registration.isSubmitting) return;
    form.setFormError(null);
    const checked = checkAccountStep(
      values,
      accountName.nameSource,
      { nameConfirmRequired: t('registration.accountNameConfirmRequired'), underAge: t('registration.underAge') },
      toBangkokDay(new Date()),
    );
    const found: RegistrationErrors = { ...refusals, ...checked.errors };
    const firstInvalid = ACCOUNT_STEP_FIELDS.find((field) => found[field]);
    if (!checked.value || firstInvalid) {
      form.replaceErrors(found);
      if (firstInvalid) focusField(firstInvalid);
      // The name is not known yet: ask for it now, so the member sees it before the account is made.
      else void accountName.verify();
      return;
    }
    form.replaceErrors({});
    const refusedField = await registration.submit(checked.value);
    if (refusedField) focusField(refusedField);
  };

  const bank = findBank(values.bankCode);

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('registration.stepAccount')}>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('registration.bankSection')}</legend>
        <BankPicker
          value={values.bankCode}
          error={errorOf('bankCode')}
          onChange={(bankCode) => {
            form.change('bankCode', bankCode);
            // The number's length depends on the bank: a number typed before is checked again for this one.
            form.replaceErrors((current) => ({ ...current, accountNumber: undefined }));
            void accountName.verify({ bankCode });
          }}
        />
        <TextField
          name="accountNumber"
          label={t('registration.accountNumber')}
          placeholder={
            bank ? t('registration.accountNumberDigits', { lengths: bank.accountNumberLengths.join(' / ') }) : t('registration.accountNumberPlaceholder')
          }
          inputMode="numeric"
          autoComplete="off"
          value={values.accountNumber}
          error={errorOf('accountNumber')}
          onChange={(event) => {
            form.change('accountNumber', keepAccountDigits(event.target.value));
          }}
          onBlur={() => void accountName.verify()}
        />
        <AccountNameField
          lookup={accountName.lookup}
          values={values}
          errors={errors}
          onNameChange={(name) => {
            form.change('accountName', name);
          }}
          onConfirmChange={(isConfirmed) => {
            form.change('isNameConfirmed', isConfirmed);
          }}
          onRetry={() => void accountName.verify()}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('registration.loginSection')}</legend>
        <TextField
          name="username"
          label={t('registration.username')}
          placeholder={t('registration.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={20}
          leadingIcon={<UserIcon size={20} />}
          value={values.username}
          error={errorOf('username')}
          onChange={(event) => {
            form.change('username', event.target.value);
          }}
          onBlur={() => void usernameCheck.check()}
        />
        <PasswordField
          name="password"
          label={t('registration.password')}
          placeholder={t('registration.passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={128}
          value={values.password}
          error={errorOf('password')}
          onChange={(event) => {
            form.change('password', event.target.value);
          }}
        />
        <PasswordField
          name="confirmPassword"
          label={t('registration.confirmPassword')}
          autoComplete="new-password"
          maxLength={128}
          value={values.confirmPassword}
          error={errorOf('confirmPassword')}
          onChange={(event) => {
            form.change('confirmPassword', event.target.value);
          }}
        />
      </fieldset>

      <InviterField
        value={values.afCode}
        isLocked={isAfCodeLocked}
        inviter={inviter}
        error={errorOf('afCode')}
        onChange={(afCode) => {
          form.change('afCode', afCode);
        }}
        onBlur={onInviterBlur}
      />

      <BirthDateField
        value={values.dateOfBirth}
        today={toBangkokDay(new Date())}
        error={errorOf('dateOfBirth')}
        onChange={(dateOfBirth) => {
          form.change('dateOfBirth', dateOfBirth);
        }}
      />

      <CheckField
        name="isAdultConfirmed"
        label={t('registration.adult')}
        isChecked={values.isAdultConfirmed}
        error={errorOf('isAdultConfirmed')}
        onChange={(isConfirmed) => {
          form.change('isAdultConfirmed', isConfirmed);
        }}
      />

      <FormAlert message={form.formError} testId="registration-error" />

      <div className={styles.actions}>
        <Button type="submit" size="large" isFullWidth isLoading={registration.isSubmitting} loadingLabel={t('registration.submitting')}>
          {t('registration.submit')}
        </Button>
        <Button variant="ghost" isFullWidth onClick={onBack} disabled={registration.isSubmitting}>
          {t('registration.back')}
        </Button>
      </div>
    </form>
  );
}
