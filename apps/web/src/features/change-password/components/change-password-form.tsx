import { Fragment, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { InfoIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { PhraseText } from '@/components/ui/phrase-text';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';
import { useChangePasswordMutation } from '../api/change-password';
import {
  checkPasswordChange,
  EMPTY_PASSWORD_FORM,
  isPasswordField,
  PASSWORD_FIELDS,
  type PasswordField as PasswordFieldName,
  type PasswordFieldErrors,
} from '../change-password-form-values';
import styles from './change-password-form.module.css';

interface ChangePasswordFormProps {
  /** The member's own profile uuid, which names them in the request path. */
  memberUuid: string;
  /** Given to password managers so they update the right saved login. */
  username: string;
}

/**
 * The change-password form: checked here with the contract's schema, then sent once. A refusal
 * keeps everything typed and is shown beside the field it names; a success clears the form and
 * says, in a notice that stays until the member types again, that their other devices were signed out.
 */
export function ChangePasswordForm({ memberUuid, username }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<PasswordFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [endedSessionCount, setEndedSessionCount] = useState<number | null>(null);
  /** Bumped after a change so the fields start again hidden, as well as empty. */
  const [fieldsKey, setFieldsKey] = useState(0);
  const isSendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: PasswordFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
    setEndedSessionCount(null);
  };

  const focusField = (field: PasswordFieldName) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    setFormError(null);
    const check = checkPasswordChange(values);
    if (!check.change) {
      setErrors(check.errors);
      const firstInvalid = PASSWORD_FIELDS.find((field) => check.errors[field]);
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    setErrors({});
    isSendingRef.current = true;
    try {
      const receipt = await changePassword({ memberUuid, ...check.change }).unwrap();
      setValues(EMPTY_PASSWORD_FORM);
      setEndedSessionCount(receipt.otherSessionsEnded);
      setFieldsKey((key) => key + 1);
    } catch (error) {
      const message = getErrorMessage(error);
      const field = isApiFailure(error) ? error.field : null;
      if (isPasswordField(field)) {
        setErrors({ [field]: message });
        focusField(field);
      } else {
        setFormError(message);
      }
    } finally {
      isSendingRef.current = false;
    }
  };

  const fieldProps = (field: PasswordFieldName) => ({
    name: field,
    value: values[field],
    error: errors[field] ?? null,
    maxLength: 128,
    onChange: (event: { target: { value: string } }) => {
      change(field, event.target.value);
    },
  });

  return (
    <>
      <p className={styles.intro}>
        <PhraseText text={t('changePassword.intro')} />
      </p>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('pages.changePassword')}>
        {/* Password managers read the account from a username field in the same form. */}
        <input className="visually-hidden" type="text" name="username" autoComplete="username" value={username} readOnly tabIndex={-1} aria-hidden="true" />
        <Fragment key={fieldsKey}>
          <PasswordField {...fieldProps('oldPassword')} label={t('changePassword.oldPassword')} autoComplete="current-password" />
          <PasswordField
            {...fieldProps('newPassword')}
            label={t('changePassword.newPassword')}
            placeholder={t('changePassword.newPasswordPlaceholder')}
            autoComplete="new-password"
          />
          <PasswordField {...fieldProps('confirmPassword')} label={t('changePassword.confirmPassword')} autoComplete="new-password" enterKeyHint="done" />
        </Fragment>
        <FormAlert message={formError} testId="change-password-error" />
        {endedSessionCount === null ? null : (
          <div className={styles.notice} role="status" data-testid="change-password-done">
            <InfoIcon size={20} className={styles.noticeIcon} />
            <div>
              <p className={styles.noticeTitle}>{t('changePassword.changed')}</p>
              <p className={styles.noticeText}>
                <PhraseText
                  text={endedSessionCount > 0 ? t('changePassword.otherDevicesSignedOut', { count: endedSessionCount }) : t('changePassword.noOtherDevices')}
                />
              </p>
            </div>
          </div>
        )}
        <Button type="submit" size="large" isFullWidth isLoading={isLoading} loadingLabel={t('changePassword.saving')}>
          {t('changePassword.save')}
        </Button>
      </form>
    </>
  );
}
