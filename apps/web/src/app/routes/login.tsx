import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { LoginForm } from '@/features/auth/components/login-form';
import { loginPageActions } from '@/features/auth/login-actions';

export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.login')}>
      <LoginForm actions={loginPageActions} />
    </Page>
  );
}
