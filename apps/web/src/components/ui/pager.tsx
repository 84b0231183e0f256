import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pager.module.css';

interface PagerProps {
  /** Starts at 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** A page is on its way: both buttons wait for it. */
  isBusy?: boolean;
}

/** Previous and next, with "page x of y" between them. */
export function Pager({ page, pageCount, onPageChange, isBusy = false }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button
        variant="ghost"
        size="small"
        disabled={isBusy || page <= 1}
        onClick={() => {
          onPageChange(page - 1);
        }}
      >
        <ChevronLeftIcon size={18} />
        {t('pager.previous')}
      </Button>
      <span className={styles.status} aria-live="polite" data-testid="pager-status">
        {t('pager.status', { page, pageCount })}
      </span>
      <Button
        variant="ghost"
        size="small"
        disabled={isBusy || page >= pageCount}
        onClick={() => {
          onPageChange(page + 1);
        }}
      >
        {t('pager.next')}
        <ChevronRightIcon size={18} />
      </Button>
    </nav>
  );
}
