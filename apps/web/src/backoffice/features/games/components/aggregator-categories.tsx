import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_GAME_CATEGORIES, type AdminAggregator, type MemberGameCategory } from '@app/contract/admin-aggregators';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useToast } from '@/components/ui/toast-context';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useSaveAggregatorCategoriesMutation } from '../api/save-aggregator-categories';
import styles from './aggregator-panel.module.css';

/** Where each of the aggregator's categories lands among the member categories; applied at the next sync. */
export function AggregatorCategories({ brandId, aggregator }: { brandId: string; aggregator: AdminAggregator }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const errorText = useApiErrorText();
  const [choices, setChoices] = useState<Record<string, MemberGameCategory>>(() =>
    Object.fromEntries(aggregator.categories.map((row) => [row.aggregatorCategory, row.categoryCode])),
  );
  const [save, { isLoading }] = useSaveAggregatorCategoriesMutation();
  if (aggregator.categories.length === 0) return <p className={styles.muted}>{t('games.aggregator.categories.empty')}</p>;

  const submit = async () => {
    try {
      await save({
        brandId,
        providerId: aggregator.providerId,
        fields: { categories: Object.entries(choices).map(([aggregatorCategory, categoryCode]) => ({ aggregatorCategory, categoryCode })) },
      }).unwrap();
      showToast(t('games.aggregator.categories.saved'), 'success');
    } catch (error) {
      showToast(errorText(error), 'error');
    }
  };

  return (
    <div className={styles.categories}>
      <table className={tableStyles.table} data-testid="aggregator-categories">
        <thead>
          <tr>
            <th scope="col">{t('games.aggregator.categories.theirs')}</th>
            <th scope="col">{t('games.aggregator.categories.ours')}</th>
          </tr>
        </thead>
        <tbody>
          {aggregator.categories.map((row) => (
            <tr key={row.aggregatorCategory}>
              <td>{row.aggregatorCategory}</td>
              <td>
                <SelectField
                  name={`category-${row.aggregatorCategory}`}
                  label={t('games.aggregator.categories.ours')}
                  value={choices[row.aggregatorCategory] ?? row.categoryCode}
                  options={MEMBER_GAME_CATEGORIES.map((code) => ({ value: code, label: t(`games.aggregator.categories.codes.${code}`) }))}
                  onChange={(event) => {
                    const chosen = MEMBER_GAME_CATEGORIES.find((code) => code === event.target.value);
                    if (chosen) setChoices((current) => ({ ...current, [row.aggregatorCategory]: chosen }));
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="small" onClick={() => void submit()} disabled={isLoading}>
        {isLoading ? t('games.saving') : t('games.aggregator.categories.save')}
      </Button>
      <p className={styles.muted}>{t('games.aggregator.categories.note')}</p>
    </div>
  );
}
