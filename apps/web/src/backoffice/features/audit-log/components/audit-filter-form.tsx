import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AUDIT_LIMITS, EMPTY_AUDIT_FILTERS, type AuditFilters } from '../audit-filters';
import { useAuditActionOptions } from '../use-audit-action-name';
import styles from './audit-log.module.css';

type TextFilter = 'targetType' | 'targetId';

/** The filters, applied together when the operator presses search (not on every key). */
export function AuditFilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState(filters);
  const actionOptions = useAuditActionOptions();
  // An address may name a code no longer written; it stays chosen, shown as it is.
  const isKnownAction = draft.action === '' || actionOptions.some((option) => option.value === draft.action);

  const textProps = (field: TextFilter) => ({
    name: field,
    value: draft[field],
    maxLength: field === 'targetId' ? 200 : 100,
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }));
    },
  });

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className={styles.filters} onSubmit={handleSubmit} aria-label={t('auditLog.filters')}>
      <SelectField
        name="action"
        label={t('auditLog.action')}
        value={draft.action}
        options={[{ value: '', label: t('auditLog.allActions') }, ...actionOptions, ...(isKnownAction ? [] : [{ value: draft.action, label: draft.action }])]}
        onChange={(event) => {
          setDraft((current) => ({ ...current, action: event.target.value }));
        }}
      />
      <TextField {...textProps('targetType')} label={t('auditLog.targetType')} placeholder={t('auditLog.targetTypePlaceholder')} />
      <TextField {...textProps('targetId')} label={t('auditLog.targetId')} placeholder={t('auditLog.targetIdPlaceholder')} />
      <SelectField
        name="limit"
        label={t('auditLog.limit')}
        value={String(draft.limit)}
        options={AUDIT_LIMITS.map((limit) => ({ value: String(limit), label: String(limit) }))}
        onChange={(event) => {
          setDraft((current) => ({ ...current, limit: Number(event.target.value) }));
        }}
      />
      <div className={styles.filterActions}>
        <Button type="submit">
          <SearchIcon size={18} />
          {t('auditLog.apply')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY_AUDIT_FILTERS);
            onApply(EMPTY_AUDIT_FILTERS);
          }}
        >
          {t('auditLog.clear')}
        </Button>
      </div>
    </form>
  );
}
