import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorMessage } from '../../../lib/api-client';
import { useClaimLossReturnMutation } from '../api/claim-loss-return';

interface ClaimLossReturnButtonProps {
  lossReturnId: string;
  /** Called once the money is on the credit balance, so the screen can show the new balance. */
  onClaimed: () => void;
}

/** Shown on an offered loss return: puts it on the credit balance. */
export function ClaimLossReturnButton({ lossReturnId, onClaimed }: ClaimLossReturnButtonProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [claimLossReturn, { isLoading }] = useClaimLossReturnMutation();
  const claim = async () => {
    try {
      const { data } = await claimLossReturn(lossReturnId).unwrap();
      showToast(t('lossReturn.claimed', { amount: formatBaht(data.amountSatang) }));
      onClaimed();
    } catch (error) {
      showToast(getErrorMessage(error), 'error');
    }
  };
  return (
    <Button variant="primary" size="small" isLoading={isLoading} loadingLabel={t('lossReturn.claiming')} onClick={() => void claim()}>
      {t('lossReturn.claim')}
    </Button>
  );
}
