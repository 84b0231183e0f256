import { errorResponseSchema } from '@app/contract/errors';

export const security = [{ bearer: [] }];
export const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
