import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { hashSessionToken } from '../apps/api/src/lib/tokens';
import { sessionWithCreditByTokenHash } from '../apps/api/src/modules/auth/member-sessions.repo';
import { serveFloor } from './support/floor-server';

/**
 * The floor for getCredit in bench/http.ts, beside the select floor: `GET /` runs getCredit's own
 * statement (the session joined to its member, with the credit balance), the SQL text the API's
 * repository prepares, for SESSION_TOKEN's session, through a pool sized like the API's, and
 * answers the balance. Against the select floor it is the statement's own cost; against this
 * floor, what is left of getCredit is the API's work per request.
 */
const token = process.env.SESSION_TOKEN;
if (!token) throw new Error('SESSION_TOKEN is required');
const tokenHash = hashSessionToken(token);

await serveFloor(
  (app, pool) => {
    // Only to read the statement's text: the queries below go through the pool as they are.
    const statement = sessionWithCreditByTokenHash(drizzle(pool)).getQuery();
    // Its parameters as the repository binds them, the token's hash in the placeholder's place.
    const values = fillPlaceholders(statement.params, { tokenHash });
    // Rows as arrays: the balance is the statement's last column, as in the repository's select.
    const query = { name: 'same_statement', text: statement.sql, values, rowMode: 'array' as const };
    app.get('/', async () => {
      const { rows } = await pool.query<unknown[]>(query);
      const [row] = rows;
      if (!row || rows.length !== 1) throw new Error(`the session was not found (${rows.length} rows)`);
      return { balanceSatang: row.at(-1) };
    });
  },
  { withCounterTable: false },
);
