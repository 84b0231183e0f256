import { memberLevelRequestSchema } from '@app/contract/admin-members';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useListBrandTiersQuery } from '@/backoffice/features/promotions/api/list-brand-tiers';
import type { MemberKey } from '../api/member-tags';
import { useSetMemberLevelMutation } from '../api/set-member-level';
import { useReasonedChange } from '../hooks/use-reasoned-change';
import styles from './member-status-dialog.module.css';

interface MemberTierDialogProps {
  member: MemberKey & { username: string; level: number };
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Sets the member's tier by hand: one of the brand's enabled tiers, with a reason for the audit log.
 * The member sees the change on their ranking page, not the reason.
 */
export function MemberTierDialog({ member, onDone, onCancel }: MemberTierDialogProps) {
  const { t } = useTranslation('backoffice');
  const { data: tiers = [] } = useListBrandTiersQuery(member.brandId);
  const [setMemberLevel, { isLoading }] = useSetMemberLevelMutation();
  const [level, setLevel] = useState(String(member.level));
  const [reason, setReason] = useState('');
  const { submit, reasonError, formError, clearErrors } = useReasonedChange({
    schema: memberLevelRequestSchema,
    reasonRequiredText: t('members.tierDialog.reasonRequired'),
    send: (request) => setMemberLevel({ brandId: member.brandId, memberId: member.memberId, ...request }).unwrap(),
    onDone,
  });
  const options = tiers
    .filter((tier) => !tier.disabled || tier.level === member.level)
    .map((tier) => ({ value: String(tier.level), label: t('members.levelValue', { level: tier.level, tier: tier.name }) }));

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submit({ level: Number(level), reason });
  };

  return (
    <ModalDialog
      title={t('members.tierDialog.title', { username: member.username })}
      closeLabel={t('members.tierDialog.cancel')}
      onClose={isLoading ? () => undefined : onCancel}
      testId="member-tier-dialog"
    >
      <p className={styles.text}>
        <PhraseText text={t('members.tierDialog.text')} />
      </p>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <SelectField
          label={t('members.tierDialog.level')}
          name="level"
          options={options}
          value={level}
          onChange={(event) => {
            setLevel(event.target.value);
            clearErrors();
          }}
        />
        <TextField
          label={t('members.tierDialog.reason')}
          name="reason"
          autoComplete="off"
          maxLength={500}
          placeholder={t('members.tierDialog.reasonPlaceholder')}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            clearErrors();
          }}
        />
        <FormAlert message={formError} testId="member-tier-error" />
        <Button type="submit" isFullWidth isLoading={isLoading} disabled={level === String(member.level)}>
          {t('members.tierDialog.confirm')}
        </Button>
      </form>
    </ModalDialog>
  );
}
