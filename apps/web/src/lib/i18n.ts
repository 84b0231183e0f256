import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ConsoleTexts } from '../backoffice/locales/console-texts';
import th from '../locales/th.json';
import type thScreens from '../locales/th-screens.json';
import { loadEnglishErrorTexts } from './english-error-texts';
import { loadOnce } from './load-once';

export const DEFAULT_LANGUAGE = 'th';

declare module 'i18next' {
  // Typing the resources makes every t('key') call checked against th.json at compile time.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The operator console's texts arrive with it, one language at a time (backoffice-i18n.ts); only their type
    // is imported here, so members never download them.
    resources: { translation: typeof th & typeof thScreens; backoffice: ConsoleTexts };
  }
}

/**
 * Thai comes in two parts. th.json has the texts of the shell and of the pages a visitor lands on
 * (home, login, dashboard) and is bundled; th-screens.json has every other screen's and arrives
 * with the first of those screens (app/pages.ts waits for it): 8.5 KB of brotli off every first
 * page. app/first-screen-texts.test.ts keeps the first screens to th.json's groups.
 */
export const loadThaiScreenTexts = loadOnce(async () => {
  const texts = await import('../locales/th-screens.json');
  i18next.addResourceBundle('th', 'translation', texts.default, true, false);
});

/**
 * English arrives only when a member or an operator picks it: most visitors read Thai, and the
 * English texts and error texts would add about 10 KB of brotli to every first page. Until it has arrived, the screen
 * stays in Thai (i18next switches once the bundle is in). The console loads its own texts
 * (backoffice/backoffice-i18n.ts), so this loads only the member site's.
 */
const englishOnDemand: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language !== 'en' || namespace !== 'translation') {
      callback(null, {});
      return;
    }
    Promise.all([import('../locales/en.json'), loadEnglishErrorTexts()])
      .then(([english]) => callback(null, english.default as ResourceKey))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

// Thai is bundled, so initialisation is synchronous and the first render is already Thai.
void i18next
  .use(englishOnDemand)
  .use(initReactI18next)
  .init({
    // A copy: the screens' texts are added into it later, and the imported module stays as built.
    resources: { th: { translation: { ...th } } },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18next };
