import { useId, useState, type Ref, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { EyeIcon, EyeOffIcon, LockIcon, UserIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { useSubmitSentEarly } from '@/components/ui/use-submit-sent-early';
import { useLogin } from '../hooks/use-login';
import type { LoginActions } from '../login-actions';
import styles from './login-form.module.css';

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

function isField(value: string | null): value is Field {
  return value === 'username' || value === 'password';
}

interface LoginFormProps {
  /** Which spec actions report the outcome: the login page's or the home page box's. */
  actions: LoginActions;
  /** 1 on the login page; 2 where the box sits under the page's own heading (the home page). */
  headingLevel?: 1 | 2;
  /** Lets the page bring the visitor to the form and put the cursor in it. */
  usernameRef?: Ref<HTMLInputElement>;
}

/** The login card of the login page and of the home page. */
export function LoginForm({ actions, headingLevel = 1, usernameRef }: LoginFormProps) {
  const { t } = useTranslation();
  const { submit, isLoading } = useLogin(actions);
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [values, setValues] = useState({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const formRef = useSubmitSentEarly();

  const updateValue = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const errors: FieldErrors = {};
    if (!values.username.trim()) errors.username = t('login.usernameRequired');
    if (!values.password) errors.password = t('login.passwordRequired');
    setFieldErrors(errors);
    if (errors.username || errors.password) return;

    // The shared schema normalises the username (trimmed, lower case) exactly as the server does.
    // It arrives with the first submit: the form is on the home page, which should not wait for zod.
    const { loginRequestSchema } = await import('@app/contract/auth');
    const credentials = loginRequestSchema.safeParse(values);
    if (!credentials.success) {
      setFormError(t('errors.generic'));
      return;
    }
    const outcome = await submit(credentials.data);
    if (!outcome.message) return;
    const field = outcome.failure?.field ?? null;
    if (isField(field)) setFieldErrors({ [field]: outcome.message });
    else setFormError(outcome.message);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('login.heading')}
        </Heading>
        <p className={styles.subtitle}>{t('login.subheading')}</p>
      </header>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          ref={usernameRef}
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('login.usernamePlaceholder')}
          value={values.username}
          onChange={(event) => {
            updateValue('username', event.target.value);
          }}
          error={fieldErrors.username}
          leadingIcon={<UserIcon size={20} />}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type={isPasswordShown ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={values.password}
          onChange={(event) => {
            updateValue('password', event.target.value);
          }}
          error={fieldErrors.password}
          leadingIcon={<LockIcon size={20} />}
          trailing={
            <button
              type="button"
              className={styles.toggle}
              onClick={() => {
                setIsPasswordShown((shown) => !shown);
              }}
              aria-label={isPasswordShown ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={isPasswordShown}
            >
              {isPasswordShown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </button>
          }
        />
        <FormAlert message={formError} testId="login-error" />
        <Button type="submit" size="large" isFullWidth isLoading={isLoading} loadingLabel={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </form>
      <footer className={styles.footer}>
        <p>
          {t('login.noAccount')} <Link to={paths.register}>{t('login.registerLink')}</Link>
        </p>
        <p>
          {t('login.needHelp')} <Link to={paths.contact}>{t('login.contactLink')}</Link>
        </p>
      </footer>
    </section>
  );
}
