import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { ActivityStatement } from '@/features/activity-statement/components/activity-statement';
import { readStatementMonth } from '@/features/activity-statement/statement-month';
import { toBangkokDay } from '@/lib/bangkok-date';

/** The member's monthly statement, a sub-page of responsible gaming; the month lives in the address (?month=YYYY-MM). */
export default function ActivityStatementRoute() {
  const { t } = useTranslation();
  // The current month is fixed when the screen opens, so a month chosen at midnight stays valid.
  const [currentMonth] = useState(() => toBangkokDay(new Date()).slice(0, 7));
  const [searchParams, setSearchParams] = useSearchParams();
  const month = readStatementMonth(searchParams.get('month'), currentMonth);
  return (
    <Page title={t('pages.activityStatement')} isTitleShown>
      <ActivityStatement
        month={month}
        currentMonth={currentMonth}
        onMonthChange={(chosen) => {
          setSearchParams({ month: chosen });
        }}
      />
    </Page>
  );
}
