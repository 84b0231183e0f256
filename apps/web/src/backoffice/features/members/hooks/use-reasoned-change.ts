import { useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiFailure } from '@/lib/api-client';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';

/**
 * The submit of a member change that needs a reason (a lock, a tier): the request is checked by its
 * contract schema first, sent once at a time, and a refusal lands beside the reason when it names
 * that field, or above the button otherwise. What the operator typed is kept either way.
 */
export function useReasonedChange<Request>(options: {
  schema: z.ZodType<Request>;
  /** Shown when the schema refuses the reason without a message of its own. */
  reasonRequiredText: string;
  send: (request: Request) => Promise<unknown>;
  onDone: () => void;
}) {
  const errorText = useApiErrorText();
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isSendingRef = useRef(false);

  const submit = async (input: unknown) => {
    if (isSendingRef.current) return;
    setFormError(null);
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) {
      setReasonError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? options.reasonRequiredText);
      return;
    }
    isSendingRef.current = true;
    try {
      await options.send(parsed.data);
      options.onDone();
    } catch (error) {
      if (isApiFailure(error) && error.field === 'reason') setReasonError(errorText(error));
      else setFormError(errorText(error));
    } finally {
      isSendingRef.current = false;
    }
  };

  const clearErrors = () => {
    setReasonError(null);
    setFormError(null);
  };

  return { submit, reasonError, formError, clearErrors };
}
