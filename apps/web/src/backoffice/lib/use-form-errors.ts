import { useState } from 'react';
import type { z } from 'zod';
import { isApiFailure } from '@/lib/api-client';
import { useApiErrorText } from './use-api-error-text';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The errors of a console form: one beside each field it names, the rest in the form's alert.
 * A console dialog checks its values with the contract's schema first (its Thai messages), then
 * shows the server's refusal the same way, so the operator never loses what they typed.
 */
export function useFormErrors<Field extends string>(fields: readonly Field[]) {
  const errorText = useApiErrorText();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isField = (name: unknown): name is Field => typeof name === 'string' && fields.some((field) => field === name);

  /** Shows the contract's complaints; answers whether there were none. */
  const acceptParse = <Output>(result: z.ZodSafeParseResult<Output>): result is z.ZodSafeParseSuccess<Output> => {
    if (result.success) return true;
    const found: FieldErrors<Field> = {};
    for (const issue of result.error.issues) {
      const [name] = issue.path;
      if (isField(name)) found[name] ??= issue.message;
      else setFormError(issue.message);
    }
    setFieldErrors(found);
    return false;
  };

  const showRefusal = (error: unknown) => {
    const field = isApiFailure(error) ? error.field : null;
    if (!isField(field)) {
      setFormError(errorText(error));
      return;
    }
    const found: FieldErrors<Field> = {};
    found[field] = errorText(error);
    setFieldErrors(found);
  };

  /** A check the contract cannot make on the typed text, such as an empty date. */
  const showFieldError = (field: Field, text: string) => {
    setFieldErrors((current) => ({ ...current, [field]: text }));
  };

  /** Clears one field's error and the form's, or every error when no field is named. */
  const clear = (field?: Field) => {
    setFormError(null);
    if (field) setFieldErrors((current) => ({ ...current, [field]: undefined }));
    else setFieldErrors({});
  };

  return { fieldErrors, formError, acceptParse, showRefusal, showFieldError, clear };
}
