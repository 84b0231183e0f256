import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { ChangePasswordForm } from '@/features/change-password/components/change-password-form';

export default function ChangePasswordRoute() {
  const { t } = useTranslation();
  const member = useCurrentUser();
  if (!member) return null;
  return (
    <Page title={t('pages.changePassword')} isTitleShown>
      <ChangePasswordForm memberUuid={member.uuid} username={member.user_pass.username} />
    </Page>
  );
}
