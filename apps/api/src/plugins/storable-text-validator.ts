import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { AppError } from '../lib/app-error';
import { findUnstorableText } from '../lib/storable-text';

/**
 * The validator of every route's body, query string, path and headers schema: the input is first
 * searched for unstorable text, then checked by its zod schema. One place, so no route can forget.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const path = findUnstorableText(data);
    if (path) return { error: new AppError('VALIDATION_FAILED', { field: path.join('.') || undefined }) };
    return validate(data);
  };
};
