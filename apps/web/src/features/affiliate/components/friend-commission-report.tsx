import { useTranslation } from 'react-i18next';
import { DateRangeForm } from '@/components/ui/date-range-form';
import { ListSection } from '@/components/ui/list-section';
import type { DateRange } from '@/lib/date-range';
import { FriendCommissionResults } from './friend-commission-results';

interface FriendCommissionReportProps {
  username: string;
  range: DateRange;
  /** Today in Bangkok. */
  today: string;
  onRangeChange: (range: DateRange) => void;
}

/** What each friend earned the member over a range of days, and the total. */
export function FriendCommissionReport({ username, range, today, onRangeChange }: FriendCommissionReportProps) {
  const { t } = useTranslation();
  return (
    <ListSection titleId="affiliate-commission-title" title={t('affiliate.commission.title')} testId="affiliate-commission">
      {/* Remounted for each range, so the fields show the range on screen after back or forward. */}
      <DateRangeForm key={`${range.start}/${range.end}`} range={range} today={today} onSubmit={onRangeChange} />
      <FriendCommissionResults username={username} range={range} />
    </ListSection>
  );
}
