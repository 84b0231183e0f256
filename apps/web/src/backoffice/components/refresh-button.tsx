import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';

/** Asks the server again for what the screen shows; busy while the answer is on its way. */
export function RefreshButton({ onRefresh, isRefreshing }: { onRefresh: () => void; isRefreshing: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <Button variant="ghost" size="small" onClick={onRefresh} isLoading={isRefreshing}>
      {isRefreshing ? null : <RefreshIcon size={18} />}
      {t('common.refresh')}
    </Button>
  );
}
