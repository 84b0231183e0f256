import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserProfile } from '@app/contract/user';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createAppStore } from '../app/store';
import { getCurrentUser, sessionNotReadYet } from '../features/auth/auth-slice';

/**
 * Renders the whole app at a path, as a member when one is given; returns the router to inspect.
 * `isSessionNotReadYet`: as a member page drawn ahead is first drawn, before the session is read.
 */
export function renderAppAt(path: string, { member, isSessionNotReadYet = false }: { member?: UserProfile; isSessionNotReadYet?: boolean } = {}) {
  const store = createAppStore();
  if (member) store.dispatch(getCurrentUser(member));
  if (isSessionNotReadYet) store.dispatch(sessionNotReadYet());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, store };
}
