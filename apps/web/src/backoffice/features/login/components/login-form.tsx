import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button } from '@/components/ui/button';
import { AlertIcon, LockIcon, UserIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import { isApiFailure } from '@/lib/api-client';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { signInOperator } from '@/backoffice/session/session-actions';
import { useLogInMutation } from '../api/log-in';
import { checkLogin, EMPTY_LOGIN_FORM, fieldOfLoginRefusal, LOGIN_FIELDS, normaliseTotpCode, type LoginField } from '../login-form-values';
import styles from './login-form.module.css';

type FieldErrors = Partial<Record<LoginField, string>>;

/**
 * Username, password and the authenticator's current code, sent once per press. Each refusal is
 * shown beside the field it is about, and everything typed stays, so a wrong code needs only a
 * new code. On success the operator's session is stored under the console's own key.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const dispatch = useDispatch();
  const [logIn, { isLoading }] = useLogInMutation();
  const [values, setValues] = useState(EMPTY_LOGIN_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isSendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const focusField = (field: LoginField) => {
    const input = formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`);
    input?.focus();
    // A used or wrong code is replaced by typing the next one over it.
    if (field === 'totpCode') input?.select();
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    setFormError(null);
    const check = checkLogin(values);
    if (!check.credentials) {
      const { problems } = check;
      setErrors(Object.fromEntries(LOGIN_FIELDS.flatMap((field) => (problems[field] ? [[field, t(`login.${problems[field]}`)]] : []))));
      const firstInvalid = LOGIN_FIELDS.find((field) => problems[field]);
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    setErrors({});
    isSendingRef.current = true;
    try {
      const session = await logIn(check.credentials).unwrap();
      signInOperator(dispatch, session);
      onSignedIn();
    } catch (error) {
      const field = isApiFailure(error) ? fieldOfLoginRefusal(error.code, error.field) : null;
      if (field) {
        setErrors({ [field]: errorText(error) });
        focusField(field);
      } else {
        setFormError(errorText(error));
      }
    } finally {
      isSendingRef.current = false;
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('login.title')}>
      <TextField
        name="username"
        label={t('login.username')}
        value={values.username}
        error={errors.username ?? null}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        leadingIcon={<UserIcon size={20} />}
        onChange={(event) => {
          change('username', event.target.value);
        }}
      />
      <PasswordField
        name="password"
        label={t('login.password')}
        value={values.password}
        error={errors.password ?? null}
        autoComplete="current-password"
        maxLength={128}
        onChange={(event) => {
          change('password', event.target.value);
        }}
      />
      <div className={styles.codeField}>
        <TextField
          name="totpCode"
          label={t('login.totpCode')}
          value={values.totpCode}
          error={errors.totpCode ?? null}
          inputMode="numeric"
          autoComplete="one-time-code"
          enterKeyHint="go"
          maxLength={6}
          className={styles.code}
          leadingIcon={<LockIcon size={20} />}
          onChange={(event) => {
            change('totpCode', normaliseTotpCode(event.target.value));
          }}
        />
        <p className={styles.hint}>
          <PhraseText text={t('login.totpHint')} />
        </p>
      </div>
      {formError ? (
        <p className={styles.alert} role="alert" data-testid="console-login-error">
          <AlertIcon size={20} className={styles.alertIcon} />
          <span>
            <PhraseText text={formError} />
          </span>
        </p>
      ) : null}
      <Button type="submit" size="large" isFullWidth isLoading={isLoading} loadingLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
