import { useTranslation } from 'react-i18next';
import type { AdminRewardCategory } from '@app/contract/admin-loyalty';
import { Button } from '@/components/ui/button';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { CatalogueImage } from './catalogue-image';
import styles from './prize-panels.module.css';

interface RewardCategoryRowsProps {
  categories: readonly AdminRewardCategory[];
  onEdit: ((category: AdminRewardCategory) => void) | null;
}

export function RewardCategoryRows({ categories, onEdit }: RewardCategoryRowsProps) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      {categories.map((category) => (
        <tr key={category.id} data-testid="reward-category-row">
          <td className={tableStyles.numeric}>{category.sortOrder}</td>
          <td className={styles.name}>{category.name}</td>
          <td>
            <CatalogueImage path={category.imagePath} alt={category.name} />
          </td>
          <td className={tableStyles.numeric}>{category.itemCount}</td>
          {onEdit ? (
            <td>
              <Button size="small" variant="secondary" onClick={() => onEdit(category)} aria-label={t('prizes.editLabel', { label: category.name })}>
                {t('prizes.edit')}
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
    </>
  );
}
