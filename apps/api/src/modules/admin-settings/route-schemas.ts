import { errorResponseSchema } from '@app/contract/errors';

export const security = [{ bearer: [] }];

/** The refusals every route of this module may answer (409: a host name or provider code already taken). */
export const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
