import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ContactCards } from '@/features/contact/components/contact-cards';
import { useGetPublicSettingsQuery } from '@/features/settings/api/get-public-settings';

/** The visitor's contact page: the brand's main and backup LINE contacts. */
export default function ContactRoute() {
  const { t } = useTranslation();
  const { data: settings } = useGetPublicSettingsQuery();
  return (
    <Page title={t('pages.contact')} isTitleShown>
      {settings ? <ContactCards lineIds={{ main: settings.line.line1.id, backup: settings.line.line2.id }} /> : <Skeleton height={420} />}
    </Page>
  );
}
