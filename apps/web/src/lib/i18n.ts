import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import th from '../locales/th.json';

export const DEFAULT_LANGUAGE = 'th';

declare module 'i18next' {
  // Typing the resources makes every t('key') call checked against th.json at compile time.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof th };
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
