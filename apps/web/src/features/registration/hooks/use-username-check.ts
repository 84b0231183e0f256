import { useRef, useState } from 'react';
import { errorCatalog } from '@app/contract/error-catalog';
import { usernameSchema } from '@app/contract/user';
import { useCheckUsernameMutation } from '../api/check-username';
import type { RegistrationForm } from './use-registration-form';

function normalise(typed: string): string | null {
  const parsed = usernameSchema.safeParse(typed);
  return parsed.success ? parsed.data : null;
}

/**
 * Checks the username when its field loses focus: its form first, then whether it is free. Only
 * a refusal is shown, and only while the field holds the name refused. A check that fails to
 * answer shows nothing, since the server checks again on register; an answer is remembered so
 * leaving the field again does not ask twice.
 */
export function useUsernameCheck(form: RegistrationForm) {
  const [checkUsername] = useCheckUsernameMutation();
  const answers = useRef(new Map<string, boolean>());
  const [takenUsernames, setTakenUsernames] = useState<ReadonlySet<string>>(new Set());

  const check = async () => {
    const typed = form.latestValues.current.username;
    if (!typed.trim()) return;
    const parsed = usernameSchema.safeParse(typed);
    if (!parsed.success) {
      form.showError('username', parsed.error.issues[0]?.message ?? errorCatalog.VALIDATION_FAILED.message);
      return;
    }
    const username = parsed.data;
    if (answers.current.has(username)) return;
    try {
      const isAvailable = await checkUsername(username).unwrap();
      answers.current.set(username, isAvailable);
      if (!isAvailable) setTakenUsernames((taken) => new Set(taken).add(username));
    } catch {
      // Not a refusal: the server checks again on register.
    }
  };

  const current = normalise(form.values.username);
  const refusal = current !== null && takenUsernames.has(current) ? errorCatalog.USERNAME_TAKEN.message : null;
  return { check, refusal };
}

export type UsernameCheck = ReturnType<typeof useUsernameCheck>;
