import { readCreditEarly } from '@/features/credit/api/read-credit-early';
import { selectCurrentUser } from '@/features/auth/auth-slice';
import { paths } from '@/config/paths';
import { askForBrandReplies } from './brand-replies';
import { landingPageLoaders } from './pages';
import type { AppStore } from './store';
import type { UserProfile } from '@app/contract/user';

/**
 * Asks at once for what the first page waits on. Left to the screens, the brand settings come
 * first (the brand gate), then the website status (the maintenance gate under it), then the page's
 * own chunk (the route under both): three round trips one after another on a phone's connection.
 * Asked here, they travel together while the app's script is still starting. The screens then
 * find them in the cache (a prefetch holds no subscription, so nothing is kept that no screen uses).
 * A signed-in member opening the dashboard also gets the balance asked for here, the figure the
 * page is opened for. Call after restoreSession, so the stored member is known, or name the member
 * (a member frame drawn ahead, whose session is read only once it is taken over). Resolves when
 * the page's own chunk is in (at once for a page without one); never rejects.
 */
export function startEarly(store: AppStore, pathname: string, member: UserProfile | null = selectCurrentUser(store.getState())): Promise<unknown> {
  // Already in the cache when the page arrived with them: a prefetch then asks nothing.
  askForBrandReplies(store);
  if (member && (pathname === paths.auth.root || pathname === paths.auth.dashboard)) readCreditEarly(store.dispatch, member.user_pass.username);
  // A chunk that fails here is fetched again, with retries, when its route renders.
  return (landingPageLoaders[pathname]?.() ?? Promise.resolve()).catch(() => undefined);
}
