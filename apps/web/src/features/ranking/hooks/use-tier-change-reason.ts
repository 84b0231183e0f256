import { useTranslation } from 'react-i18next';
import type { TierChange } from '@app/contract/levels';
import { formatMonthName, isDateLanguage } from '@/lib/format-date-time';

/** Why a tier changed, in the member's words: a deposit, a month's review (naming the month), or staff. */
export function useTierChangeReason(): (change: TierChange) => string {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  return (change) =>
    change.reason === 'monthly_review' && change.reviewMonth
      ? t('ranking.reason.monthly_review', { month: formatMonthName(change.reviewMonth.slice(0, 7), language) })
      : t(`ranking.reason.${change.reason}`);
}
