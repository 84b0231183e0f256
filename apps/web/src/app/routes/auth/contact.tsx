import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ContactCards } from '@/features/contact/components/contact-cards';
import { useGetPublicSettingsQuery } from '@/features/settings/api/get-public-settings';

/** The member's contact page: the same two contacts as the public one, inside the member layout. */
export default function MemberContactRoute() {
  const { t } = useTranslation();
  const { data: settings } = useGetPublicSettingsQuery();
  return (
    <Page title={t('pages.memberContact')} isTitleShown>
      {settings ? <ContactCards lineIds={{ main: settings.line.line1.id, backup: settings.line.line2.id }} /> : <Skeleton height={420} />}
    </Page>
  );
}
