import type { OperatorRole } from '@app/contract/admin';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import '@/backoffice/test/console-texts';
import { storeBrandId, storeOperatorSession } from '@/backoffice/session/operator-session-storage';
import { PromotionsPage } from '../components/promotions-page';
import { BRAND_ID } from './promotions-stub';

export const PROMOTIONS_PATH = '/backoffice/promotions';

/**
 * Renders the promotions screen alone, as an operator of the given role signed in to the stub
 * brand: the console's layout is not part of what these tests look at.
 */
export function renderPromotionsAt(search = '', { role = 'admin' }: { role?: OperatorRole } = {}) {
  storeOperatorSession({
    token: 'operator-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    operator: { id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', username: `e2e-${role}`, role },
  });
  storeBrandId(BRAND_ID);
  const router = createMemoryRouter([{ path: PROMOTIONS_PATH, element: <PromotionsPage /> }], { initialEntries: [`${PROMOTIONS_PATH}${search}`] });
  render(
    <AppProvider store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}
