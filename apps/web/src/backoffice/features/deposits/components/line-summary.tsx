import { useTranslation } from 'react-i18next';
import { findBank } from '@app/contract/banks';
import { formatBaht } from '@app/contract/money-format';
import type { AdminStatementLine } from '../api/list-statement-lines';
import formStyles from '@/backoffice/components/dialog-form.module.css';
import styles from './dialog.module.css';

/** The transfer a dialog decides on, as the operator checks it against the bank; the dialog frames it. */
export function LineSummary({ line }: { line: AdminStatementLine }) {
  const { t } = useTranslation('backoffice');
  const bank = findBank(line.senderBankCode)?.nameTh ?? line.senderBankCode;
  return (
    <>
      <p className={formStyles.summaryText}>{t('deposits.lines.summary', { amount: formatBaht(line.amountSatang), bank, account: line.senderAccount })}</p>
      <p className={styles.note}>{line.bankReference}</p>
    </>
  );
}
