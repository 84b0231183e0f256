import { useTranslation } from 'react-i18next';
import type { LimitKind, LimitPeriod } from '@app/contract/player-protection';
import { formatBaht } from '@app/contract/money-format';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';

/** How the limits screens name a limit, an amount and a time, in the member's language. */
export function useLimitTexts() {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  return {
    /** "วงเงินเสียรายวัน" / "Daily loss limit". */
    name: (kind: LimitKind, period: LimitPeriod) =>
      i18n.language === 'en'
        ? `${t(`limits.periods.${period}`)} ${t(`limits.kinds.${kind}.title`).toLowerCase()}`
        : `${t(`limits.kinds.${kind}.title`)}${t(`limits.periods.${period}`)}`,
    /** "1,000.00 บาท", or "ไม่จำกัด" for no limit. */
    amount: (amountSatang: number | null) => (amountSatang === null ? t('limits.none') : t('limits.amount', { amount: formatBaht(amountSatang) })),
    when: (isoDateTime: string) => formatDateTime(isoDateTime, language),
  };
}
