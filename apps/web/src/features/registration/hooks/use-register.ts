import { useRef } from 'react';
import type { LoginResponse } from '@app/contract/auth';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';
import { useRegisterMutation } from '../api/register';
import type { Attribution } from '../registration-links';
import { checkPhoneStep, isRegistrationField, type AccountStepRequest, type RegistrationField } from '../registration-form-values';
import type { RegistrationForm } from './use-registration-form';

interface RegisterOptions {
  attribution: Attribution;
  /** Stores the session as a login does and opens the member area. */
  onRegistered: (session: LoginResponse) => Promise<void> | void;
  /** A refused phone number is fixed on step 1, where it was typed. */
  onPhoneRefused: (message: string) => void;
}

/**
 * Sends both steps as one registration, once however often it is asked while a request is
 * pending. A refusal naming a field is shown beside it; the field is returned to take the focus.
 */
export function useRegister(form: RegistrationForm, { attribution, onRegistered, onPhoneRefused }: RegisterOptions) {
  const [register, { isLoading }] = useRegisterMutation();
  const isSendingRef = useRef(false);

  const submit = async (accountStep: AccountStepRequest): Promise<RegistrationField | null> => {
    if (isSendingRef.current) return null;
    const phone = checkPhoneStep(form.latestValues.current.phone);
    if (phone.errors) {
      onPhoneRefused(phone.errors.phone ?? '');
      return null;
    }
    isSendingRef.current = true;
    let session: LoginResponse;
    try {
      session = await register({ phone: phone.value, ...accountStep, ...attribution }).unwrap();
    } catch (error) {
      isSendingRef.current = false;
      const message = getErrorMessage(error);
      const field = isApiFailure(error) ? error.field : null;
      if (field === 'phone') {
        onPhoneRefused(message);
        return null;
      }
      if (isRegistrationField(field)) {
        form.showError(field, message);
        return field;
      }
      form.setFormError(message);
      return null;
    }
    // The sending flag stays up: the member is leaving this page, signed in.
    await onRegistered(session);
    return null;
  };

  return { submit, isSubmitting: isLoading };
}

export type Registration = ReturnType<typeof useRegister>;
