import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useSearchMembersQuery } from '../api/search-members';
import { memberDetailPath } from '../member-paths';
import { MemberResultsTable } from './member-results-table';
import { TableSkeleton } from './table-skeleton';

/** The members found for one search, with the loading, error and nothing-found states. */
export function MemberResults({ brandId, q }: { brandId: string; q: string }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const { currentData: data, error, isFetching, refetch } = useSearchMembersQuery({ brandId, q });

  // currentData only: the members of the previous search are not results of this one.
  if (!data && isFetching) return <TableSkeleton columns={6} />;
  if (!data && error) {
    return <LoadError title={t('members.search.error')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (!data) return null;
  if (data.length === 0) return <EmptyState title={t('members.search.emptyTitle')} text={t('members.search.emptyText', { q })} />;
  return <MemberResultsTable members={data} detailPath={memberDetailPath} isRefreshing={isFetching} />;
}
