import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { InfoIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { backofficePaths } from '@/backoffice/backoffice-paths';
import { LanguageSwitch } from '@/backoffice/components/language-switch';
import { useHasSessionExpired, useOperatorSession } from '@/backoffice/session/use-operator';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

/** Where to go after signing in: back to the console page that sent the operator here, or Today. */
function readReturnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state) || typeof state.from !== 'string') return backofficePaths.today;
  return state.from.startsWith(`${backofficePaths.root}/`) && state.from !== backofficePaths.login ? state.from : backofficePaths.today;
}

/** The console's own sign-in, separate from the members' /login. */
export function LoginPage() {
  const { t } = useTranslation('backoffice');
  const session = useOperatorSession();
  const hasExpired = useHasSessionExpired();
  const location = useLocation();
  const navigate = useNavigate();
  const returnPath = readReturnPath(location.state);
  const title = t('login.title');

  useEffect(() => {
    document.title = `${title} | ${t('app.title')}`;
  }, [title, t]);

  if (session) return <Navigate to={returnPath} replace />;

  return (
    <div className={styles.screen}>
      <div className={styles.topBar}>
        <LanguageSwitch />
      </div>
      <main className={styles.card}>
        <p className={styles.consoleName}>
          <span className={styles.mark} aria-hidden="true" />
          {t('app.title')}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>
          <PhraseText text={t('login.intro')} />
        </p>
        {hasExpired ? (
          <p className={styles.notice} role="status">
            <InfoIcon size={20} className={styles.noticeIcon} />
            <span>{t('login.sessionEnded')}</span>
          </p>
        ) : null}
        <LoginForm
          onSignedIn={() => {
            void navigate(returnPath, { replace: true });
          }}
        />
      </main>
    </div>
  );
}
