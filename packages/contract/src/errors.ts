import { z } from 'zod';

import { errorCatalog, type ErrorCode } from './error-catalog';

export { errorCatalog, type ErrorCode };

export const errorCodeSchema = z.enum(Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]]);

/**
 * The one shape every failed response has. `field` is set for validation errors; `until` for a
 * refusal that ends at a known time (a member on a break from play), so a client can show it in
 * its own language.
 */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    field: z.string().optional(),
    until: z.iso.datetime().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
