import { i18next } from '../lib/i18n';
import { consoleTextsEn, consoleTextsTh } from './locales/console-texts';

/** The console's texts live in their own namespace, added when its chunk loads. */
export const BACKOFFICE_NAMESPACE = 'backoffice';

i18next.addResourceBundle('th', BACKOFFICE_NAMESPACE, consoleTextsTh, true, true);
i18next.addResourceBundle('en', BACKOFFICE_NAMESPACE, consoleTextsEn, true, true);

export const CONSOLE_LANGUAGES = ['th', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const LANGUAGE_KEY = 'backofficeLanguage';

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return value === 'th' || value === 'en';
}

/** The operator's own choice, kept apart from the member's language setting; Thai by default. */
export function readConsoleLanguage(): ConsoleLanguage {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isConsoleLanguage(stored) ? stored : 'th';
  } catch {
    return 'th';
  }
}

export function chooseConsoleLanguage(language: ConsoleLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
  void i18next.changeLanguage(language);
}
