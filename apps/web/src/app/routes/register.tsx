import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { RegistrationScreen } from '@/features/registration/components/registration-screen';
import { useSignInRegisteredMember } from './use-sign-in-registered-member';

/** /register, and /regis/{team}/{marketing} or /regiss/{team}/{marketing}, whose codes go with the sign-up. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  const { team, marketing } = useParams();
  const signIn = useSignInRegisteredMember();
  return (
    <Page title={t('pages.register')}>
      <RegistrationScreen teamCode={team} marketingCode={marketing} onRegistered={signIn} />
    </Page>
  );
}
