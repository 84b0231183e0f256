import { readRandomCounter } from './support/counter-updates';
import { serveFloor } from './support/floor-server';

/**
 * The floor for getCredit in bench/http.ts: the cheapest HTTP call that reads the database.
 * `GET /` makes one indexed SELECT (a row by its primary key, a prepared statement) on a pool
 * sized like the API's, against the API's own throwaway database, so getCredit's one round trip
 * can be read as a fraction of the least a read through HTTP and a pool costs on this machine.
 */
await serveFloor((app, pool) => {
  app.get('/', async () => ({ value: await readRandomCounter(pool) }));
});
