import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { LoginForm } from '@/features/auth/components/login-form';
import { LoginNoticeBox } from '@/features/auth/components/login-notice';
import { loginPageActions } from '@/features/auth/login-actions';
import { clearLoginNotice, peekLoginNotice } from '@/features/auth/login-notice';

export default function LoginRoute() {
  const { t } = useTranslation();
  const [notice] = useState(peekLoginNotice);
  useEffect(clearLoginNotice, []);
  return (
    <Page title={t('pages.login')}>
      {notice ? <LoginNoticeBox text={notice} /> : null}
      <LoginForm actions={loginPageActions} />
    </Page>
  );
}
