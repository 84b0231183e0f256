import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, isAuditAction } from '@app/contract/audit-actions';

/**
 * An action code as an operator reads it ("อนุมัติถอนเงิน" for `withdrawal.approve`). Every code
 * the API writes has a name in both languages (the locale files are typed by the codes); an older
 * code no longer written shows as it is.
 */
export function useAuditActionName(): (code: string) => string {
  const { t } = useTranslation('backoffice');
  return (code) => (isAuditAction(code) ? t(`auditActions.actions.${code}`) : code);
}

/** The actions a filter offers, by name in the operator's language. */
export function useAuditActionOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation('backoffice');
  const nameOf = useAuditActionName();
  const collator = new Intl.Collator(i18n.language);
  return AUDIT_ACTIONS.map((code) => ({ value: code, label: nameOf(code) })).sort((a, b) => collator.compare(a.label, b.label));
}
