import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { StatusScreen } from '@/components/ui/status-screen';
import { paths } from '@/config/paths';

/** A game that cannot go on (a used launch link, an expired play session): the reason and the way back. */
export function PlayFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      art={<AlertIcon size={44} />}
      title={t('house.failedTitle')}
      text={message}
      actions={
        <ButtonLink to={paths.auth.dashboard} isFullWidth>
          {t('house.backToSite')}
        </ButtonLink>
      }
    />
  );
}
