import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserProfile } from '@app/contract/user';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createAppStore } from '../app/store';
import { getCurrentUser } from '../features/auth/auth-slice';

/** Renders the whole app at a path, as a member when one is given; returns the router to inspect. */
export function renderAppAt(path: string, { member }: { member?: UserProfile } = {}) {
  const store = createAppStore();
  if (member) store.dispatch(getCurrentUser(member));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, store };
}
