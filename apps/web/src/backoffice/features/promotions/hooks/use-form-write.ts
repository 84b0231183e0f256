import { useRef, useState } from 'react';
import { isApiFailure } from '@/lib/api-client';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';

/**
 * The refusal side of a form's write: sends at most one write at a time, and puts the server's
 * answer beside the field it names (when the form has that field) or above the button. What the
 * operator typed is never touched here, so a refusal keeps it.
 */
export function useFormWrite<Field extends string>(fieldOfApiField: (apiField: string) => Field | undefined) {
  const errorText = useApiErrorText();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isSendingRef = useRef(false);

  /** Clears one field's error (it was edited) and the form's. */
  const clearError = (field: Field) => {
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  /** Answers whether the write went through; false also when one was already on its way. */
  const send = async (write: () => Promise<unknown>): Promise<boolean> => {
    if (isSendingRef.current) return false;
    isSendingRef.current = true;
    setFormError(null);
    // The values on their way were checked as a whole; an older refusal beside a field no longer holds.
    setFieldErrors({});
    try {
      await write();
      return true;
    } catch (error) {
      const field = isApiFailure(error) && error.field ? fieldOfApiField(error.field) : undefined;
      if (field) {
        const errors: Partial<Record<Field, string>> = {};
        errors[field] = errorText(error);
        setFieldErrors(errors);
      } else {
        setFormError(errorText(error));
      }
      return false;
    } finally {
      isSendingRef.current = false;
    }
  };

  return { fieldErrors, setFieldErrors, formError, clearError, send, isSendingRef };
}
