import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button';
import { ComingSoon } from '../ui/coming-soon';
import { Page } from './page';

/** A screen with its layout and Thai title whose content arrives in a later release. */
export function ComingSoonPage({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title} isTitleShown>
      <ComingSoon
        action={
          <ButtonLink to={backTo} variant="secondary" size="small">
            {t('comingSoon.back')}
          </ButtonLink>
        }
      />
    </Page>
  );
}
