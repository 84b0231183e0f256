import type { DatabaseHandle } from '../../db/client';
import { clearMemoCaches } from '../../lib/memo-cache';
import type { BrandDirectory } from './brand-directory';

/** The channel db/functions/notify_brand_change.sql notifies on. */
export const BRAND_CHANGE_CHANNEL = 'brand_change';

/**
 * Keeps this instance's brand directory (and the memo caches of brand rows) in step with the
 * database: every change of a brand, its host names, settings or providers, whichever instance or
 * command made it, drops the copies as its transaction commits. Listening (again, after a lost
 * connection) drops them too, since what changed meanwhile was not heard. Returns the function
 * that stops following.
 */
export function followBrandChanges(database: Pick<DatabaseHandle, 'listen'>, brands: BrandDirectory): Promise<() => Promise<void>> {
  const forget = () => {
    brands.invalidate();
    clearMemoCaches();
  };
  return database.listen(BRAND_CHANGE_CHANNEL, {
    onNotify: forget,
    onListening() {
      forget();
      brands.setIsFollowingChanges(true);
    },
    onLost: () => brands.setIsFollowingChanges(false),
  });
}
