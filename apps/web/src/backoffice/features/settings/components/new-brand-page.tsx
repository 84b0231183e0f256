import type { BrandSettings } from '@app/contract/admin-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { backofficePaths } from '@/backoffice/backoffice-paths';
import { ConsoleNotice } from '@/backoffice/components/console-notice';
import { ConsolePage } from '@/backoffice/components/console-page';
import { chooseBrand } from '@/backoffice/session/session-actions';
import { useOperator } from '@/backoffice/session/use-operator';
import { isAllBrandsAdmin } from '../new-brand-values';
import { NewBrandForm } from './new-brand-form';
import { SettingsSection } from './settings-section';
import styles from './new-brand.module.css';

/**
 * A new brand (admins of all brands): the form, then what was made, with its host names to open
 * and the way to its settings. The brand answers on its host names as soon as it is created.
 */
export function NewBrandPage() {
  const { t } = useTranslation('backoffice');
  const operator = useOperator();
  const [created, setCreated] = useState<BrandSettings | null>(null);

  if (!isAllBrandsAdmin(operator)) {
    return (
      <ConsolePage title={t('settings.newBrand.title')}>
        <ConsoleNotice title={t('settings.newBrand.deniedTitle')} text={t('settings.newBrand.deniedText')} />
      </ConsolePage>
    );
  }
  return (
    <ConsolePage
      title={t('settings.newBrand.title')}
      intro={t('settings.newBrand.intro')}
      actions={
        <ButtonLink to={backofficePaths.settings} variant="secondary" size="small">
          {t('settings.newBrand.back')}
        </ButtonLink>
      }
    >
      <SettingsSection
        title={created ? t('settings.newBrand.createdTitle') : t('settings.newBrand.formTitle')}
        intro={created ? t('settings.newBrand.createdIntro') : t('settings.newBrand.formIntro')}
        testId="new-brand"
      >
        {created ? <CreatedBrand brand={created} onAnother={() => setCreated(null)} /> : <NewBrandForm onCreated={setCreated} />}
      </SettingsSection>
    </ConsolePage>
  );
}

function CreatedBrand({ brand, onAnother }: { brand: BrandSettings; onAnother: () => void }) {
  const { t } = useTranslation('backoffice');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const port = window.location.port ? `:${window.location.port}` : '';
  return (
    <div className={styles.created} role="status" data-testid="new-brand-created">
      <p className={styles.createdTitle}>
        <CheckCircleIcon size={22} className={styles.createdIcon} />
        <span>{t('settings.newBrand.created', { siteName: brand.siteName, code: brand.code })}</span>
      </p>
      <p className={styles.legendHint}>{t('settings.newBrand.createdHosts')}</p>
      <ul className={styles.hostList}>
        {brand.hostnames.map((hostname) => (
          <li key={hostname}>
            <a href={`${window.location.protocol}//${hostname}${port}/`} target="_blank" rel="noopener noreferrer">
              {hostname}
            </a>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            chooseBrand(dispatch, brand.brandId);
            void navigate(backofficePaths.settings);
          }}
        >
          {t('settings.newBrand.openSettings')}
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          {t('settings.newBrand.another')}
        </Button>
      </div>
    </div>
  );
}
