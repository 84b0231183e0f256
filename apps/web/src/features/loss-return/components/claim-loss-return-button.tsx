import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';
import { useClaimLossReturnMutation } from '../api/claim-loss-return';

interface ClaimLossReturnButtonProps {
  lossReturnId: string;
  /**
   * Called when the money may be on the credit balance, so the screen can show the new balance:
   * after a claim was paid, and after one that got no answer (it may have been paid).
   */
  onClaimed: () => void;
}

/** A claim that got no answer (time-out, lost connection, cancelled) may still have been paid. */
function mayHaveBeenPaid(error: unknown): boolean {
  return isApiFailure(error) && error.kind !== 'http';
}

/** Shown on an offered loss return: puts it on the credit balance. */
export function ClaimLossReturnButton({ lossReturnId, onClaimed }: ClaimLossReturnButtonProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [claimLossReturn, { isLoading }] = useClaimLossReturnMutation();
  // Two taps can land before React renders the first one's loading state; the claim goes out once.
  const isClaimingRef = useRef(false);
  const claim = async () => {
    if (isClaimingRef.current) return;
    isClaimingRef.current = true;
    try {
      const { data } = await claimLossReturn(lossReturnId).unwrap();
      showToast(t('lossReturn.claimed', { amount: formatBaht(data.amountSatang) }));
      onClaimed();
    } catch (error) {
      showToast(getErrorMessage(error), 'error');
      if (mayHaveBeenPaid(error)) onClaimed();
    } finally {
      isClaimingRef.current = false;
    }
  };
  return (
    <Button variant="primary" size="small" isLoading={isLoading} loadingLabel={t('lossReturn.claiming')} onClick={() => void claim()}>
      {t('lossReturn.claim')}
    </Button>
  );
}
