import { z } from 'zod';

/**
 * The `idempotencyKey` a money request may carry in its body, made by the caller once per attempt
 * and sent again with every retry of that attempt, so a retry returns the first result. The same
 * key may come in the `Idempotency-Key` header instead (as an RFC 8941 string: `"key"`). A request
 * with neither is done once, and an identical one of the same member within 10 seconds is refused
 * as `DUPLICATE_REQUEST` (docs/decisions.md, "Idempotency of money requests").
 */
export const idempotencyKeySchema = z.string().trim().min(8).max(100).optional();
