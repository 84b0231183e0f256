import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';
import { getErrorMessage } from '@/lib/api-client';
import { useRetryWithdrawalMutation } from '../api/retry-withdrawal';

/** Shown on a failed payout: asks the operators to pay it again. */
export function RetryWithdrawalButton({ withdrawalUuid }: { withdrawalUuid: string }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [retryWithdrawal, { isLoading }] = useRetryWithdrawalMutation();
  const retry = async () => {
    try {
      await retryWithdrawal(withdrawalUuid).unwrap();
      showToast(t('withdraw.retried'));
    } catch (error) {
      showToast(getErrorMessage(error), 'error');
    }
  };
  return (
    <Button variant="secondary" size="small" isLoading={isLoading} loadingLabel={t('withdraw.retrying')} onClick={() => void retry()}>
      {t('withdraw.retry')}
    </Button>
  );
}
