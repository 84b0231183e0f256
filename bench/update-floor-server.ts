import { incrementRandomCounter } from './support/counter-updates';
import { serveFloor } from './support/floor-server';

/**
 * The floor for bench/games.ts: the cheapest HTTP call that writes. `POST /` runs one one-row
 * UPDATE transaction on a pool sized like the API's, so the wallet's calls can be read as a
 * fraction of what an HTTP call that commits costs on this machine. The JSON body is parsed, as
 * the API parses its own, and ignored.
 */
await serveFloor((app, pool) => {
  app.get('/ready', async () => {
    await pool.query('select 1');
    return { ready: true };
  });
  app.post('/', async () => {
    await incrementRandomCounter(pool);
    return { status: 'RS_OK' };
  });
});
