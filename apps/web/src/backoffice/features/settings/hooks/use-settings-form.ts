import { useRef, useState, type SubmitEvent } from 'react';
import { isApiFailure, type ApiFailure } from '@/lib/api-client';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';

/** Errors beside the fields, keyed by field name ("siteName", or "hostnames.2" for one row of a list). */
export type FieldErrors = Record<string, string>;

export type FormCheck<Body> = { body: Body; errors: null } | { body: null; errors: FieldErrors };

interface SettingsFormOptions<Values, Body, Saved> {
  initialValues: Values;
  /** Reads the values as the request body, or says what is wrong with them, as the server would. */
  check: (values: Values) => FormCheck<Body>;
  send: (body: Body) => Promise<Saved>;
  /** The values after a save, from the server's answer: it may have tidied them (trimmed, lower case). */
  valuesAfterSave: (saved: Saved) => Values;
  /** The field a refusal belongs beside, or null to show it over the whole form. */
  fieldOfRefusal: (failure: ApiFailure) => string | null;
}

/**
 * One settings form: its values as typed, the errors beside its fields, a refusal of the whole
 * form, and whether the last save went through. A refusal never touches the values, so nothing
 * typed is lost; a second press while a save is on its way sends nothing.
 */
export function useSettingsForm<Values extends object, Body, Saved>(options: SettingsFormOptions<Values, Body, Saved>) {
  const errorText = useApiErrorText();
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const isSendingRef = useRef(false);

  /** Takes a change and clears what it made out of date: its fields' errors (rows included) and the last outcome. */
  const change = (patch: Partial<Values>) => {
    const changed = Object.keys(patch);
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !changed.some((field) => key === field || key.startsWith(`${field}.`)))),
    );
    setFormError(null);
    setIsSaved(false);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    setFormError(null);
    setIsSaved(false);
    const check = options.check(values);
    if (check.errors) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    isSendingRef.current = true;
    setIsSaving(true);
    try {
      setValues(options.valuesAfterSave(await options.send(check.body)));
      setIsSaved(true);
    } catch (error) {
      const field = isApiFailure(error) ? options.fieldOfRefusal(error) : null;
      if (field) setErrors({ [field]: errorText(error) });
      else setFormError(errorText(error));
    } finally {
      isSendingRef.current = false;
      setIsSaving(false);
    }
  };

  return { values, errors, formError, isSaved, isSaving, change, submit };
}

/** The first message of each field a zod check refused, keyed as the form keys its errors. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
