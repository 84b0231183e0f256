import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { RegistrationScreen } from '@/features/registration/components/registration-screen';
import { useSignInRegisteredMember } from './use-sign-in-registered-member';

/** /aff/{afCode}: the sign-up through a member's share link, with their code filled in. */
export default function RegisterAffiliateRoute() {
  const { t } = useTranslation();
  const { afCode = '' } = useParams();
  const signIn = useSignInRegisteredMember();
  return (
    <Page title={t('pages.registerAffiliate')}>
      {/* Keyed by the code, so following another member's link starts a fresh form. */}
      <RegistrationScreen key={afCode} lockedAfCode={afCode} onRegistered={signIn} />
    </Page>
  );
}
