import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { Column } from '@/components/layouts/column';
import { Page } from '@/components/layouts/page';
import { HouseVerifier } from '@/features/house-games/components/house-verifier';
import { readVerifierFields } from '@/features/house-games/verifier-input';
import headerStyles from './standalone-header.module.css';

/** /play/house/verify: public, so anyone holding a round's seeds can check it, signed in or not. */
export default function PlayHouseVerifyRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Column
      header={
        <div className={headerStyles.header}>
          <BrandLogo />
        </div>
      }
    >
      <Page title={t('house.verifier.title')} isTitleShown>
        <HouseVerifier initialFields={readVerifierFields(searchParams)} />
      </Page>
    </Column>
  );
}
