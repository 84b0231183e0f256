import { useTranslation } from 'react-i18next';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';
import type th from '../locales/th.json';

type TranslatedCode = keyof typeof th.errors;

const TRANSLATED_CODES: readonly string[] = [
  'OPERATOR_LOGIN_INVALID',
  'LOGIN_LOCKED',
  'ACCOUNT_DISABLED',
  'FORBIDDEN',
  'IP_NOT_ALLOWED',
  'SECOND_APPROVER_REQUIRED',
  'WITHDRAWAL_NOT_PENDING',
  'NOT_FOUND',
] satisfies readonly TranslatedCode[];

function isTranslatedCode(code: string | null): code is TranslatedCode {
  return code !== null && TRANSLATED_CODES.includes(code);
}

/**
 * The text for a failed console call, in the console's language. The codes an operator meets
 * most have the console's own wording in both languages; any other code shows the shared
 * client's text (the server's Thai message, or the code's English text in English).
 */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation('backoffice');
  return (error) => {
    if (isApiFailure(error) && isTranslatedCode(error.code)) return t(`errors.${error.code}`);
    return getErrorMessage(error);
  };
}
