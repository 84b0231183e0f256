import { useTranslation } from 'react-i18next';
import type { AdminRewardCategory, AdminRewardItem } from '@app/contract/admin-loyalty';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { StatusChip } from '@/components/ui/status-chip';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { CatalogueImage } from './catalogue-image';
import styles from './prize-panels.module.css';

interface RewardItemRowsProps {
  items: readonly AdminRewardItem[];
  categories: readonly AdminRewardCategory[];
  onEdit: ((item: AdminRewardItem) => void) | null;
}

export function RewardItemRows({ items, categories, onEdit }: RewardItemRowsProps) {
  const { t } = useTranslation('backoffice');
  const categoryName = (categoryId: string) => categories.find((category) => category.id === categoryId)?.name ?? '';
  return (
    <>
      {items.map((item) => (
        <tr key={item.id} data-testid="reward-item-row">
          <td>
            <span className={styles.name}>{item.name}</span>
            <br />
            <span className={tableStyles.muted}>{categoryName(item.categoryId)}</span>
          </td>
          <td>{item.creditSatang === null ? t('prizes.catalogue.physical') : t('prizes.reward.credit', { amount: formatBaht(item.creditSatang) })}</td>
          <td className={tableStyles.numeric}>{item.costPoints.toLocaleString('en-US')}</td>
          <td>
            <CatalogueImage path={item.imagePath} alt={item.name} />
          </td>
          <td className={tableStyles.numeric}>{item.stockLeft === null ? t('prizes.catalogue.unlimited') : item.stockLeft.toLocaleString('en-US')}</td>
          <td>
            <StatusChip tone={item.isActive ? 'success' : 'neutral'} label={t(item.isActive ? 'prizes.active' : 'prizes.inactive')} />
          </td>
          {onEdit ? (
            <td>
              <Button size="small" variant="secondary" onClick={() => onEdit(item)} aria-label={t('prizes.editLabel', { label: item.name })}>
                {t('prizes.edit')}
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
    </>
  );
}
