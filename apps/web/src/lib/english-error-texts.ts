import type { ErrorCode } from '@app/contract/error-catalog';

/**
 * The English texts of the API's error codes, loaded with the English bundle (lib/i18n.ts), so
 * Thai readers never download them. Null until then: a screen in English before they arrive
 * shows the server's Thai message, which is never wrong, only untranslated.
 */
let englishTexts: Readonly<Record<ErrorCode, string>> | null = null;

export async function loadEnglishErrorTexts(): Promise<void> {
  englishTexts ??= (await import('./api-error-texts-en')).apiErrorTextsEn;
}

export function englishErrorText(code: ErrorCode): string | null {
  return englishTexts?.[code] ?? null;
}
