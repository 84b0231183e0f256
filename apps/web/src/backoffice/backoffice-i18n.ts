import { i18next } from '../lib/i18n';
import { loadOnce } from '../lib/load-once';

/** The console's texts live in their own namespace, added one language at a time. */
const BACKOFFICE_NAMESPACE = 'backoffice';

export const CONSOLE_LANGUAGES = ['th', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const LANGUAGE_KEY = 'backofficeLanguage';

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return value === 'th' || value === 'en';
}

/** Adds one part of the console's texts in one language, merged into what is there. */
function addConsoleTexts(language: ConsoleLanguage, texts: object): void {
  i18next.addResourceBundle(language, BACKOFFICE_NAMESPACE, texts, true, true);
}

/**
 * The console's texts come in two parts per language, each its own chunk: the shell's (menu,
 * header, login, errors) when the console opens, and the screens' with the first screen an
 * operator opens. The login page then carries 1.5 KB of texts instead of both languages' 30 KB.
 * A request lost on a weak signal is asked again by the next caller (loadOnce).
 */
const shellTextLoaders: Record<ConsoleLanguage, () => Promise<void>> = {
  th: loadOnce(async () => addConsoleTexts('th', (await import('./locales/th.json')).default)),
  en: loadOnce(async () => addConsoleTexts('en', (await import('./locales/en.json')).default)),
};
const screenTextLoaders: Record<ConsoleLanguage, () => Promise<void>> = {
  th: loadOnce(async () => addConsoleTexts('th', (await import('./locales/console-screen-texts-th')).consoleScreenTextsTh)),
  en: loadOnce(async () => addConsoleTexts('en', (await import('./locales/console-screen-texts-en')).consoleScreenTextsEn)),
};
/** Set once a screen has asked for its texts: from then on a change of language brings both parts. */
let areScreenTextsWanted = false;

/** Loads the console's texts in `language` (the screens' too once a screen has opened), then shows the console in it. */
export async function showConsoleIn(language: ConsoleLanguage): Promise<void> {
  await Promise.all([shellTextLoaders[language](), areScreenTextsWanted ? screenTextLoaders[language]() : undefined]);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/** The screens' texts in the console's language, for a screen about to open (console-screens.ts). */
export function loadConsoleScreenTexts(): Promise<void> {
  areScreenTextsWanted = true;
  return screenTextLoaders[readConsoleLanguage()]();
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

export function chooseConsoleLanguage(language: ConsoleLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
  return showConsoleIn(language);
}
