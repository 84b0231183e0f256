import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSlipRequest } from '@app/contract/admin-slips';
import { THAI_BANKS } from '@app/contract/banks';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isApiFailure } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date-time';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useApproveSlipRequestMutation } from '../api/approve-slip-request';
import { checkSlipApproval, initialSlipApprovalValues, slipApprovalFieldOf, type SlipApprovalField, type SlipApprovalValues } from '../slip-approval-values';
import { FormAlert } from '@/components/ui/form-alert';
import { SlipPhoto } from './slip-photo';
import formStyles from '@/backoffice/components/dialog-form.module.css';
import styles from './dialog.module.css';

interface SlipApproveDialogProps {
  brandId: string;
  slip: AdminSlipRequest;
  /** Called with the amount credited: the answer names the deposit, not its amount. */
  onDone: (amountSatang: number) => void;
  onClose: () => void;
}

type FieldErrors = Partial<Record<SlipApprovalField, string>>;

/**
 * Approves a slip: the operator reads the photo and types the amount (and, when the QR could not
 * be read, the bank and reference). What the member typed is shown to look for, never filled in:
 * the amount credited is the one the operator found on the bank's statement. A refusal, such as an
 * amount unlike the statement's, is shown beside its field and everything typed stays.
 */
export function SlipApproveDialog({ brandId, slip, onDone, onClose }: SlipApproveDialogProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const language = useConsoleDateLanguage();
  const [approve, { isLoading: isSending }] = useApproveSlipRequestMutation();
  const [values, setValues] = useState<SlipApprovalValues>(() => initialSlipApprovalValues(slip));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isSendingRef = useRef(false);
  // The QR names the transfer; the API refuses any other, so those two are shown, not typed.
  const isTransferFromQr = slip.transRef !== null && slip.sendingBank !== null;

  const change = (field: SlipApprovalField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    setFormError(null);
    const checked = checkSlipApproval(values);
    if ('invalidFields' in checked) {
      setFieldErrors(Object.fromEntries(checked.invalidFields.map((field) => [field, t(`deposits.slips.invalid.${field}`)])));
      return;
    }
    isSendingRef.current = true;
    try {
      await approve({ brandId, requestId: slip.uuid, ...checked.request }).unwrap();
      onDone(checked.request.amountSatang);
    } catch (error) {
      const field = isApiFailure(error) ? slipApprovalFieldOf(error.field) : null;
      if (field) setFieldErrors({ [field]: errorText(error) });
      else setFormError(errorText(error));
    } finally {
      isSendingRef.current = false;
    }
  };

  const bankOptions = [{ value: '', label: t('deposits.slips.chooseBank') }, ...THAI_BANKS.map((bank) => ({ value: bank.code, label: bank.nameTh }))];

  return (
    <ModalDialog
      title={t('deposits.slips.approveTitle')}
      closeLabel={t('common.cancel')}
      testId="slip-approve-dialog"
      onClose={() => {
        if (!isSendingRef.current) onClose();
      }}
    >
      <div className={formStyles.summary}>
        <p className={formStyles.summaryText}>{t('deposits.slips.summary', { username: slip.username })}</p>
        {slip.claimedAmountSatang !== null && slip.claimedTransferredAt ? (
          <p className={formStyles.summaryText} data-testid="slip-claim-summary">
            {t('deposits.slips.claimSummary', {
              amount: formatBaht(slip.claimedAmountSatang),
              time: formatDateTime(slip.claimedTransferredAt, language),
            })}
          </p>
        ) : null}
        <SlipPhoto
          photoKey={{ brandId, requestId: slip.uuid }}
          alt={t('deposits.slips.photoAlt', { username: slip.username })}
          className={styles.photo}
          loadingHeight={280}
        />
      </div>
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          name="amount"
          label={t('deposits.slips.amount')}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          value={values.amount}
          error={fieldErrors.amount}
          onChange={(event) => {
            change('amount', event.target.value);
          }}
        />
        <SelectField
          name="senderBankCode"
          label={t('deposits.slips.senderBank')}
          options={bankOptions}
          value={values.senderBankCode}
          disabled={isTransferFromQr}
          error={fieldErrors.senderBankCode}
          onChange={(event) => {
            change('senderBankCode', event.target.value);
          }}
        />
        <TextField
          name="bankReference"
          label={t('deposits.slips.bankReference')}
          autoComplete="off"
          maxLength={100}
          readOnly={isTransferFromQr}
          value={values.bankReference}
          error={fieldErrors.bankReference}
          onChange={(event) => {
            change('bankReference', event.target.value);
          }}
        />
        <p className={formStyles.hint}>
          <PhraseText text={isTransferFromQr ? `${t('deposits.slips.fromQr')} · ${t('deposits.slips.approveHint')}` : t('deposits.slips.approveHint')} />
        </p>
        <FormAlert message={formError} testId="deposit-dialog-error" />
        <Button type="submit" isFullWidth isLoading={isSending} loadingLabel={t('deposits.sending')}>
          {t('deposits.slips.confirmApprove')}
        </Button>
      </form>
    </ModalDialog>
  );
}
