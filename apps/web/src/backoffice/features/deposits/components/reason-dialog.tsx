import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from '@/backoffice/components/decision-dialog';

interface ReasonDialogProps {
  title: string;
  /** What is being rejected, as the operator recognises it. */
  summary: ReactNode;
  label: string;
  hint: string;
  confirmLabel: string;
  /** The contract's check of the reason, so the dialog refuses exactly what the API would. */
  isReasonValid: (reason: string) => boolean;
  send: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** Rejects a slip or a statement line with the reason the member reads. */
export function ReasonDialog({ title, summary, label, hint, confirmLabel, isReasonValid, send, onDone, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('backoffice');
  return (
    <DecisionDialog
      title={title}
      testId="deposit-reject-dialog"
      summary={summary}
      text={{ field: 'reason', label, maxLength: 500, requiredMessage: t('deposits.reasonRequired'), isValid: isReasonValid }}
      hint={hint}
      confirmLabel={confirmLabel}
      sendingLabel={t('deposits.sending')}
      send={send}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
