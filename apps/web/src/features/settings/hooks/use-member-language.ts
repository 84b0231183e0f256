import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, i18next } from '@/lib/i18n';
import { useGetMemberSettingsQuery } from '../api/member-settings';

/**
 * The member shell loads the member's own settings and shows the site in their language.
 * Leaving the member area (logout) returns to Thai, the site's language.
 */
export function useMemberLanguage(): void {
  const { data } = useGetMemberSettingsQuery();
  const language = data?.language;
  useEffect(() => {
    if (!language || language === i18next.language) return;
    void i18next.changeLanguage(language);
    return () => {
      void i18next.changeLanguage(DEFAULT_LANGUAGE);
    };
  }, [language]);
}
