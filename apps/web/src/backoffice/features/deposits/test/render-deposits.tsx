import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import '@/backoffice/test/console-texts';
import { backofficePaths } from '@/backoffice/backoffice-paths';
import { DepositsPage } from '../components/deposits-page';

/**
 * The deposits screen alone, without the console's layout and the other screens' chunk: what these
 * tests look at is the screen, and the operator is already in storage.
 */
export function renderDepositsAt(path: string) {
  const store = createAppStore();
  const router = createMemoryRouter([{ path: backofficePaths.deposits, element: <DepositsPage /> }], { initialEntries: [path] });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, store };
}
