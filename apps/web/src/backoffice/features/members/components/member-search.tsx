import { memberSearchQuerySchema } from '@app/contract/admin-members';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router';
import { useSearchMembersQuery } from '../api/search-members';
import { MemberResults } from './member-results';
import { MemberSearchForm } from './member-search-form';
import styles from './member-search.module.css';

/**
 * The search field and its results. The search lives in the address (?q=), so coming back from a
 * member's screen shows the same results.
 */
export function MemberSearch({ brandId }: { brandId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = memberSearchQuerySchema.safeParse({ q: searchParams.get('q') ?? '' });
  const q = parsed.success ? parsed.data.q : null;
  // The same cache entry MemberResults shows: here for the busy button and a repeated search.
  const { isFetching, refetch } = useSearchMembersQuery(q ? { brandId, q } : skipToken);

  return (
    <div className={styles.search}>
      <MemberSearchForm
        initialText={q ?? ''}
        isSearching={isFetching}
        onSearch={(text) => {
          // Searching again for the same text asks the server again: a balance may have moved since.
          if (text === q) void refetch();
          else setSearchParams({ q: text });
        }}
      />
      {q ? <MemberResults brandId={brandId} q={q} /> : null}
    </div>
  );
}
