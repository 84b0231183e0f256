import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BankIcon } from '@/components/ui/icons';
import { maskBankAccount } from '@/lib/mask-bank-account';
import type { MemberBank } from './member-bank';

interface BankWithdrawConfirmDialogProps {
  amountSatang: number;
  bank: MemberBank;
  isConfirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Names the amount and the account before a bank withdrawal, which an operator then has to pay out. */
export function BankWithdrawConfirmDialog({ amountSatang, bank, isConfirming, onConfirm, onCancel }: BankWithdrawConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('affiliate.withdraw.confirmTitle')}
      text={t('affiliate.withdraw.confirmText', { amount: formatBaht(amountSatang), bank: bank.bankName, account: maskBankAccount(bank.bankId) })}
      icon={<BankIcon size={28} />}
      confirmLabel={t('affiliate.withdraw.confirm')}
      cancelLabel={t('affiliate.withdraw.cancel')}
      isConfirming={isConfirming}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
