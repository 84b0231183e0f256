import type { OperatorRole } from '@app/contract/admin';
import { render } from '@testing-library/react';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import '@/backoffice/test/console-texts';
import { storeBrandId, storeOperatorSession } from '@/backoffice/session/operator-session-storage';
import { BrandImagesPanel } from '../components/brand-images-panel';
import { BRAND_ID } from './brand-images-stub';

/** Renders the panel alone, as an operator of the given role signed in to the stub brand. */
export function renderBrandImages({ role = 'admin' }: { role?: OperatorRole } = {}) {
  storeOperatorSession({
    token: 'operator-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    operator: { id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', username: `e2e-${role}`, role },
  });
  storeBrandId(BRAND_ID);
  render(
    <AppProvider store={createAppStore()}>
      <BrandImagesPanel />
    </AppProvider>,
  );
}
