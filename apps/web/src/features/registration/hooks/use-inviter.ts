import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { affiliateCodeSchema } from '@app/contract/registration';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';
import { useGetInviterQuery } from '../api/get-inviter';
import type { RegistrationForm } from './use-registration-form';

export type InviterState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; inviter: string }
  /** The code names nobody, or is not a code at all: shown beside the field. */
  | { status: 'refused'; message: string }
  /** The check did not answer (connection, rate limit): shown with a retry button. */
  | { status: 'failed'; message: string; retry: () => void };

type ParsedCode = { code: string; message: null } | { code: null; message: string } | { code: null; message: null };

function parseCode(typed: string): ParsedCode {
  if (!typed.trim()) return { code: null, message: null };
  const parsed = affiliateCodeSchema.safeParse(typed);
  if (parsed.success) return { code: parsed.data, message: null };
  return { code: null, message: parsed.error.issues[0]?.message ?? '' };
}

/**
 * Who invited the visitor. A code from the /aff/{afCode} path is checked at once; a typed code
 * when its field loses focus. What is shown always belongs to the code now in the field.
 */
export function useInviter(form: RegistrationForm, lockedAfCode: string | undefined) {
  const [checkedCode, setCheckedCode] = useState<string | null>(() => (lockedAfCode ? parseCode(lockedAfCode).code : null));
  const typed = parseCode(form.values.afCode);
  const query = useGetInviterQuery(checkedCode ?? skipToken);

  /** Called when the typed code's field loses focus. */
  const checkTyped = () => {
    const parsed = parseCode(form.latestValues.current.afCode);
    if (parsed.message) form.showError('afCode', parsed.message);
    setCheckedCode(parsed.code);
  };

  const readState = (): InviterState => {
    if (typed.message && lockedAfCode) return { status: 'refused', message: typed.message };
    if (!typed.code || typed.code !== checkedCode) return { status: 'none' };
    if (query.isFetching) return { status: 'loading' };
    if (query.currentData) return { status: 'found', inviter: query.currentData.inviter };
    if (!query.error) return { status: 'loading' };
    if (isApiFailure(query.error) && query.error.code === 'INVITER_NOT_FOUND') return { status: 'refused', message: query.error.message };
    return { status: 'failed', message: getErrorMessage(query.error), retry: () => void query.refetch() };
  };

  return { inviter: readState(), checkTyped };
}
