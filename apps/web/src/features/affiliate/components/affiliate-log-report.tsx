import { useTranslation } from 'react-i18next';
import { DateRangeForm } from '@/components/ui/date-range-form';
import { ListSection } from '@/components/ui/list-section';
import type { DateRange } from '@/lib/date-range';
import { AffiliateLogResults } from './affiliate-log-results';

interface AffiliateLogReportProps {
  username: string;
  range: DateRange;
  /** Today in Bangkok. */
  today: string;
  onRangeChange: (range: DateRange) => void;
}

/** Every movement of the affiliate balance over a range of days: commission in, moves to credit or bank out. */
export function AffiliateLogReport({ username, range, today, onRangeChange }: AffiliateLogReportProps) {
  const { t } = useTranslation();
  return (
    <ListSection titleId="affiliate-log-title" title={t('affiliate.log.title')} testId="affiliate-log">
      {/* Remounted for each range, so the fields show the range on screen after back or forward. */}
      <DateRangeForm key={`${range.start}/${range.end}`} range={range} today={today} onSubmit={onRangeChange} />
      <AffiliateLogResults username={username} range={range} />
    </ListSection>
  );
}
