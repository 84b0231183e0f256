import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, i18next } from '@/lib/i18n';
import { useGetMemberSettingsQuery } from '../api/member-settings';

/**
 * The member shell loads the member's own settings and shows the site in their language.
 * Leaving the member area (logout) returns to Thai, the site's language. `hasMember` false: the
 * frame drawn before the session is read, which asks for nothing.
 */
export function useMemberLanguage(hasMember = true): void {
  const { data } = useGetMemberSettingsQuery(hasMember ? undefined : skipToken);
  const language = data?.language;
  useEffect(() => {
    if (!language || language === i18next.language) return;
    void i18next.changeLanguage(language);
    return () => {
      void i18next.changeLanguage(DEFAULT_LANGUAGE);
    };
  }, [language]);
}
