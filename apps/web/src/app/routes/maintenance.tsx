import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { useBrand } from '@/components/layouts/brand-context';
import { Column } from '@/components/layouts/column';
import { Page } from '@/components/layouts/page';
import { Button, buttonClassName } from '@/components/ui/button';
import { ChatIcon, ToolIcon } from '@/components/ui/icons';
import { StatusScreen } from '@/components/ui/status-screen';
import { useWebsiteStatus } from '@/features/settings/hooks/use-website-status';
import styles from './standalone-header.module.css';

/** Shown on every route while the website status is 'MA'. */
export default function MaintenanceRoute() {
  const { t } = useTranslation();
  const { chatLinks } = useBrand();
  const { refetch, isFetching } = useWebsiteStatus(undefined);
  return (
    <Column
      header={
        <div className={styles.header}>
          <BrandLogo isLinked={false} />
        </div>
      }
    >
      <Page title={t('pages.maintenance')} isFlush>
        <StatusScreen
          art={<ToolIcon size={46} />}
          title={t('maintenance.heading')}
          text={t('maintenance.text')}
          actions={
            <>
              {chatLinks.main ? (
                <a className={buttonClassName({ variant: 'primary', isFullWidth: true })} href={chatLinks.main} target="_blank" rel="noopener noreferrer">
                  <ChatIcon size={20} />
                  {t('maintenance.contact')}
                </a>
              ) : null}
              <Button variant="ghost" isFullWidth onClick={refetch} isLoading={isFetching}>
                {t('maintenance.check')}
              </Button>
            </>
          }
        />
      </Page>
    </Column>
  );
}
