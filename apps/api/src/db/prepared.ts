import type { Database } from './client';

/**
 * Builds a prepared query once per database handle (or transaction) and reuses it, so a hot
 * read is neither rebuilt by the ORM nor re-planned by PostgreSQL on every request.
 */
export function preparedQuery<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
