import type { z } from 'zod';

/**
 * The type of a reply the API sent through one of the contract's schemas.
 *
 * Endpoints read replies as `import.meta.env.DEV ? schema.parse(raw) : (raw as ApiReply<typeof schema>)`.
 * In development and in every test the reply is checked against the contract, so a fixture or an
 * endpoint that drifts from it fails loudly. The production build drops the check, the schema and
 * zod itself from the page (vite.config.ts tells the bundler that defining a schema has no side
 * effects): the API already validated and serialized the reply with the same schema, and a second
 * check on the phone would cost every visitor 23 KB of script on the first screen (docs/decisions.md).
 */
export type ApiReply<Schema extends z.ZodType> = z.output<Schema>;
