import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatBaht } from '@app/contract/money-format';
import { SHARP_RISE_HISTORY_DAYS, SHARP_RISE_MINIMUM_SATANG, SHARP_RISE_MULTIPLIER } from '@app/contract/sharp-rises';
import { DateField } from '@/components/ui/date-field';
import { toBangkokDay } from '@/lib/bangkok-date';
import { ConsolePage } from '@/backoffice/components/console-page';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { readSharpRiseDay } from '../sharp-rise-day';
import { SharpRisesPanel, useSharpRiseColumns } from './sharp-rises-panel';
import styles from './sharp-rises.module.css';

/**
 * The members of the brand whose losses or deposits rose sharply on a Bangkok day, for support to
 * contact (docs/player-protection.md). The day lives in the address (?day=YYYY-MM-DD); today when none.
 */
export function SharpRisesPage() {
  const { t } = useTranslation('backoffice');
  // Today is fixed when the screen opens, so a day chosen just before midnight stays valid.
  const [today] = useState(() => toBangkokDay(new Date()));
  const [searchParams, setSearchParams] = useSearchParams();
  const day = readSharpRiseDay(searchParams.get('day'), today);
  const columns = useSharpRiseColumns();
  const intro = t('sharpRises.intro', {
    multiplier: SHARP_RISE_MULTIPLIER,
    days: SHARP_RISE_HISTORY_DAYS,
    minimum: formatBaht(SHARP_RISE_MINIMUM_SATANG).replace(/\.00$/, ''),
  });

  return (
    <ConsolePage title={t('sharpRises.title')} intro={intro}>
      <div className={styles.dayField}>
        <DateField
          label={t('sharpRises.dayLabel')}
          value={day}
          max={today}
          onChange={(chosen) => {
            setSearchParams({ day: chosen });
          }}
        />
      </div>
      <RequireBrand loading={<TableSkeleton columns={columns} rows={5} />}>
        {(brandId) => <SharpRisesPanel key={brandId} reportKey={{ brandId, day }} />}
      </RequireBrand>
    </ConsolePage>
  );
}
