import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createEmptyValues, type RegistrationErrors, type RegistrationField, type RegistrationValues } from '../registration-form-values';

/**
 * The values and errors of both steps, held above the steps so that going back, a refusal or a
 * failed request never loses anything typed. `latestValues` lets a check that answers late tell
 * whether the field still holds the value it checked.
 */
export function useRegistrationForm(lockedAfCode: string | undefined) {
  const [values, setValues] = useState(() => createEmptyValues(lockedAfCode));
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const latestValues = useRef(values);
  useLayoutEffect(() => {
    latestValues.current = values;
  }, [values]);

  /** Typing into a field clears that field's error and the form's, nothing else. */
  const change = useCallback(<Field extends RegistrationField>(field: Field, value: RegistrationValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFormError(null);
  }, []);

  const showErrors = useCallback((shown: RegistrationErrors) => {
    setErrors((current) => ({ ...current, ...shown }));
  }, []);

  const showError = useCallback((field: RegistrationField, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  return { values, errors, formError, latestValues, change, showError, showErrors, replaceErrors: setErrors, setFormError };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
