import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './content-table.module.css';

/** Edit and delete at the end of a content row. */
export function RowActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.actions} role="group" aria-label={label}>
      <Button size="small" variant="secondary" onClick={onEdit}>
        {t('content.edit')}
      </Button>
      <Button size="small" variant="ghost" onClick={onDelete}>
        {t('content.delete')}
      </Button>
    </div>
  );
}
