import type { OperatorRole } from '@app/contract/admin';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import '@/backoffice/test/console-texts';
import { storeBrandId, storeOperatorSession } from '@/backoffice/session/operator-session-storage';
import { MemberDetailPage } from '../components/member-detail-page';
import { MemberSearchPage } from '../components/member-search-page';
import { MEMBERS_PATH } from '../member-paths';
import { BRAND_ID } from './members-stub';

/**
 * Renders the member screens alone, as an operator of the given role signed in to the stub brand:
 * the console's layout is not part of what these tests look at.
 */
export function renderMembersAt(path: string, { role = 'admin' }: { role?: OperatorRole } = {}) {
  storeOperatorSession({
    token: 'operator-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    operator: { id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', username: `e2e-${role}`, role },
  });
  storeBrandId(BRAND_ID);
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      { path: MEMBERS_PATH, element: <MemberSearchPage /> },
      { path: `${MEMBERS_PATH}/:memberId`, element: <MemberDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, store };
}
