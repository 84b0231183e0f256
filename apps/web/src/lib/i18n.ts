import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { consoleTextsTh } from '../backoffice/locales/console-texts';
import en from '../locales/en.json';
import th from '../locales/th.json';

export const DEFAULT_LANGUAGE = 'th';

declare module 'i18next' {
  // Typing the resources makes every t('key') call checked against th.json at compile time.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The operator console's texts arrive with its lazy chunk (addResourceBundle); only their type
    // is imported here, so members never download them.
    resources: { translation: typeof th; backoffice: typeof consoleTextsTh };
  }
}

// Resources are bundled, so initialisation is synchronous and the first render is already Thai.
void i18next.use(initReactI18next).init({
  resources: { th: { translation: th }, en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
