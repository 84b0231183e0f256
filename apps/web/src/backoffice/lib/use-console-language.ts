import { useTranslation } from 'react-i18next';
import { isDateLanguage, type DateLanguage } from '@/lib/format-date-time';

/** The language dates and numbers are written in on the console right now. */
export function useConsoleDateLanguage(): DateLanguage {
  const { i18n } = useTranslation();
  return isDateLanguage(i18n.language) ? i18n.language : 'th';
}
