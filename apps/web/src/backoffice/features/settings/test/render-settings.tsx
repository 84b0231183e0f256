import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import '@/backoffice/test/console-texts';
import { storeBrandId, storeOperatorSession } from '@/backoffice/session/operator-session-storage';
import { BrandSettingsPage } from '../components/brand-settings-page';
import { BRAND_ID } from './settings-stub';

/** Renders the settings screen alone at ?tab=…, as a signed-in admin of the stub brand. */
export function renderSettings(tab = 'general') {
  storeOperatorSession({
    token: 'operator-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    operator: { id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', username: 'e2e-admin', role: 'admin' },
  });
  storeBrandId(BRAND_ID);
  const router = createMemoryRouter([{ path: '/backoffice/settings', element: <BrandSettingsPage /> }], {
    initialEntries: [`/backoffice/settings?tab=${tab}`],
  });
  render(
    <AppProvider store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}
