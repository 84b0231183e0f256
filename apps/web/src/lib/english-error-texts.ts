import type { EnglishErrorTexts } from './api-error-texts-en';

/**
 * The English texts of the API's error codes, with the catalogue of the API's Thai messages they
 * are matched against, loaded with the English bundle (lib/i18n.ts). So Thai readers never
 * download either: the catalogue alone is about 2 KB of every first page's script. Null until
 * then: a screen in English before they arrive shows the server's Thai message, which is never
 * wrong, only untranslated.
 */
let englishTexts: EnglishErrorTexts | null = null;

export async function loadEnglishErrorTexts(): Promise<void> {
  englishTexts ??= (await import('./api-error-texts-en')).englishErrorTexts;
}

/** The English text of an error code of the contract; null for another code, or before English has loaded. */
export function englishErrorText(code: string): string | null {
  return englishTexts?.textOf(code) ?? null;
}

/** Whether the server's message is just its code's catalogue message (nothing more to keep); false before English has loaded. */
export function isCatalogueMessage(code: string, message: string): boolean {
  return englishTexts?.isCatalogueMessage(code, message) ?? false;
}
