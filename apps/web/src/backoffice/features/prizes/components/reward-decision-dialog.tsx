import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideRewardRequestSchema } from '@app/contract/rewards/reward-catalogue';
import { TextField } from '../../../../components/ui/text-field';
import { formatThaiAddress } from '../../../../lib/format-thai-address';
import dialogStyles from '../../../components/dialog-form.module.css';
import { FormDialog } from '../../../components/form-dialog';
import { useDecideRewardRequestMutation, type RewardDecision } from '../api/decide-reward-request';
import type { AdminRewardRequest } from '../api/list-reward-requests';
import { useRefusal } from '../hooks/use-refusal';

interface RewardDecisionDialogProps {
  brandId: string;
  decision: RewardDecision;
  request: AdminRewardRequest;
  onDone: () => void;
  onClose: () => void;
}

const noteFieldOf = (apiField: string) => (apiField === 'note' ? 'note' : null);

/**
 * Sent (with the tracking number) or refused (with the reason the member reads): the one note the
 * API requires, checked with the contract's schema, sent once. A refusal stays in the dialog.
 */
export function RewardDecisionDialog({ brandId, decision, request, onDone, onClose }: RewardDecisionDialogProps) {
  const { t } = useTranslation('backoffice');
  const [note, setNote] = useState('');
  const [decide] = useDecideRewardRequestMutation();
  const { fieldErrors, formError, clearErrors, showRefusal, bodyOf } = useRefusal(noteFieldOf);

  const send = () => {
    const parsed = decideRewardRequestSchema.safeParse({ decision, note });
    const body = bodyOf(parsed.success ? { isValid: true, body: parsed.data } : { isValid: false, errors: { note: decision } }, (failed) => t(`prizes.requests.dialog.${failed}Required`));
    return body ? decide({ brandId, requestId: request.id, body }).unwrap() : null;
  };

  return (
    <FormDialog
      title={t(`prizes.requests.dialog.${decision}Title`)}
      testId="reward-decision-dialog"
      submitLabel={t(`prizes.requests.dialog.${decision}Confirm`)}
      savingLabel={t('prizes.form.saving')}
      formError={formError}
      send={send}
      onSaved={onDone}
      onRefused={showRefusal}
      onClose={onClose}
    >
      <div className={dialogStyles.summary}>
        <strong>{t('prizes.requests.dialog.summary', { username: request.username, item: request.itemName })}</strong>
        <span>{request.address ? formatThaiAddress(request.address) : t('prizes.requests.noAddress')}</span>
      </div>
      <TextField
        label={t(`prizes.requests.dialog.${decision}Note`)}
        value={note}
        maxLength={300}
        autoComplete="off"
        autoFocus
        error={fieldErrors.note}
        onChange={(event) => {
          setNote(event.target.value);
          clearErrors();
        }}
      />
      <p className={dialogStyles.hint}>{t(`prizes.requests.dialog.${decision}Hint`)}</p>
    </FormDialog>
  );
}
