import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@/backoffice/components/console-page';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { MemberSearch } from './member-search';
import { TableSkeleton } from './table-skeleton';

/** Members: find one by username, phone or bank account, then open them. */
export function MemberSearchPage() {
  const { t } = useTranslation('backoffice');
  return (
    <ConsolePage title={t('members.search.title')} intro={t('members.search.intro')}>
      <RequireBrand loading={<TableSkeleton columns={6} />}>{(brandId) => <MemberSearch key={brandId} brandId={brandId} />}</RequireBrand>
    </ConsolePage>
  );
}
