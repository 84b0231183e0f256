import { useState } from 'react';
import { isApiFailure } from '@/lib/api-client';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A dialog's own check of its values: the body to send, or each failing field's error key. */
export type FormReading<Body, Field extends string, ErrorKey extends string = Field> =
  | { isValid: true; body: Body }
  | { isValid: false; errors: Partial<Record<Field, ErrorKey>> };

/**
 * A dialog's errors: its own checks beside the fields, and a refused write where it belongs,
 * beside the field the API names (through `fieldOf`) or above the button. The dialog's values
 * are not touched, so nothing typed is lost.
 */
export function useRefusal<Field extends string>(fieldOf: (apiField: string) => Field | null) {
  const errorText = useApiErrorText();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const clearErrors = () => {
    setFieldErrors({});
    setFormError(null);
  };

  const showRefusal = (error: unknown) => {
    const field = isApiFailure(error) && error.field ? fieldOf(error.field) : null;
    if (!field) {
      setFormError(errorText(error));
      return;
    }
    const errors: FieldErrors<Field> = {};
    errors[field] = errorText(error);
    setFieldErrors(errors);
  };

  /** Clears one field's error once it is edited. */
  const clearFieldError = (field: Field) => {
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The body to send once the dialog's own check passed; otherwise null, with the errors shown. */
  const bodyOf = <Body, ErrorKey extends string>(reading: FormReading<Body, Field, ErrorKey>, textOf: (error: ErrorKey) => string): Body | null => {
    clearErrors();
    if (reading.isValid) return reading.body;
    const errors: FieldErrors<Field> = {};
    for (const [field, error] of Object.entries<ErrorKey | undefined>(reading.errors)) {
      if (error) Object.assign(errors, { [field]: textOf(error) });
    }
    setFieldErrors(errors);
    return null;
  };

  return { fieldErrors, formError, clearErrors, clearFieldError, showRefusal, bodyOf };
}
