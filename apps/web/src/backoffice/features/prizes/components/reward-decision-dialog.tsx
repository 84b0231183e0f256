import { useTranslation } from 'react-i18next';
import { decideRewardRequestSchema } from '@app/contract/rewards/reward-catalogue';
import { formatThaiAddress } from '@/lib/format-thai-address';
import { DecisionDialog } from '@/backoffice/components/decision-dialog';
import { useDecideRewardRequestMutation, type RewardDecision } from '../api/decide-reward-request';
import type { AdminRewardRequest } from '../api/list-reward-requests';

interface RewardDecisionDialogProps {
  brandId: string;
  decision: RewardDecision;
  request: AdminRewardRequest;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Sent (with the tracking number) or refused (with the reason the member reads): the one note the
 * API requires, checked with the contract's schema, sent once. A refusal stays in the dialog.
 */
export function RewardDecisionDialog({ brandId, decision, request, onDone, onClose }: RewardDecisionDialogProps) {
  const { t } = useTranslation('backoffice');
  const [decide] = useDecideRewardRequestMutation();

  return (
    <DecisionDialog
      title={t(`prizes.requests.dialog.${decision}Title`)}
      testId="reward-decision-dialog"
      summary={
        <>
          <strong>{t('prizes.requests.dialog.summary', { username: request.username, item: request.itemName })}</strong>
          <span>{request.address ? formatThaiAddress(request.address) : t('prizes.requests.noAddress')}</span>
        </>
      }
      text={{
        field: 'note',
        label: t(`prizes.requests.dialog.${decision}Note`),
        maxLength: 300,
        requiredMessage: t(`prizes.requests.dialog.${decision}Required`),
        isValid: (note) => decideRewardRequestSchema.safeParse({ decision, note }).success,
      }}
      hint={t(`prizes.requests.dialog.${decision}Hint`)}
      confirmLabel={t(`prizes.requests.dialog.${decision}Confirm`)}
      sendingLabel={t('prizes.form.saving')}
      send={(note) => decide({ brandId, requestId: request.id, body: { decision, note } }).unwrap()}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
