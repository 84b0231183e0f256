import { useTranslation } from 'react-i18next';
import { ListSection } from '@/components/ui/list-section';
import { DateRangeForm } from '@/components/ui/date-range-form';
import type { DateRange } from '@/lib/date-range';
import type { RoundLabels } from './round-labels';
import { WinLossResults } from './win-loss-results';

interface WinLossReportProps {
  username: string;
  range: DateRange;
  /** Today in Bangkok. */
  today: string;
  onRangeChange: (range: DateRange) => void;
  labels: RoundLabels;
}

/** The member's win/loss: the range to look at, and what they bet, won and lost in it. */
export function WinLossReport({ username, range, today, onRangeChange, labels }: WinLossReportProps) {
  const { t } = useTranslation();
  return (
    <ListSection titleId="win-loss-title" title={t('winLoss.title')} testId="win-loss">
      {/* Remounted for each range, so the fields show the range on screen after back or forward. */}
      <DateRangeForm key={`${range.start}/${range.end}`} range={range} today={today} onSubmit={onRangeChange} />
      <WinLossResults username={username} range={range} labels={labels} />
    </ListSection>
  );
}
