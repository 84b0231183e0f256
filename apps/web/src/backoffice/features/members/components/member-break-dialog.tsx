import { operatorBreakRequestSchema, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS, type BreakKind, type BreakPeriod } from '@app/contract/player-protection';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAddMemberBreakMutation } from '../api/member-protection';
import type { MemberKey } from '../api/member-tags';
import { useReasonedChange } from '../hooks/use-reasoned-change';
import styles from './member-status-dialog.module.css';

interface MemberBreakDialogProps {
  member: MemberKey & { username: string };
  onDone: () => void;
  onCancel: () => void;
}

const PERIODS: Record<BreakKind, readonly BreakPeriod[]> = { time_out: TIME_OUT_PERIODS, self_exclusion: SELF_EXCLUSION_PERIODS };

/**
 * An admin adds a break for a member who asked for one by phone or chat: a kind, a period and the
 * reason for the audit log. The server refuses one that would end sooner than the break in force.
 */
export function MemberBreakDialog({ member, onDone, onCancel }: MemberBreakDialogProps) {
  const { t } = useTranslation('backoffice');
  const [addMemberBreak, { isLoading }] = useAddMemberBreakMutation();
  const [kind, setKind] = useState<BreakKind>('self_exclusion');
  const [period, setPeriod] = useState<BreakPeriod>('6m');
  const [reason, setReason] = useState('');
  const { submit, reasonError, formError, clearErrors } = useReasonedChange({
    schema: operatorBreakRequestSchema,
    reasonRequiredText: t('members.protection.dialog.reasonRequired'),
    send: (request) => addMemberBreak({ brandId: member.brandId, memberId: member.memberId, ...request }).unwrap(),
    onDone,
  });

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submit({ kind, period, reason });
  };

  return (
    <ModalDialog
      title={t('members.protection.dialog.title', { username: member.username })}
      closeLabel={t('members.protection.dialog.cancel')}
      onClose={isLoading ? () => undefined : onCancel}
      testId="member-break-dialog"
    >
      <p className={styles.text}>
        <PhraseText text={t('members.protection.dialog.text')} />
      </p>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <SelectField
          label={t('members.protection.dialog.kind')}
          name="kind"
          value={kind}
          options={(['time_out', 'self_exclusion'] as const).map((value) => ({ value, label: t(`members.protection.kinds.${value}`) }))}
          onChange={(event) => {
            const next = event.target.value === 'time_out' ? 'time_out' : 'self_exclusion';
            setKind(next);
            setPeriod(PERIODS[next][0] ?? '24h');
            clearErrors();
          }}
        />
        <SelectField
          label={t('members.protection.dialog.period')}
          name="period"
          value={period}
          options={PERIODS[kind].map((value) => ({ value, label: t(`members.protection.periods.${value}`) }))}
          onChange={(event) => {
            setPeriod(PERIODS[kind].find((value) => value === event.target.value) ?? period);
            clearErrors();
          }}
        />
        <TextField
          label={t('members.protection.dialog.reason')}
          name="reason"
          autoComplete="off"
          maxLength={500}
          placeholder={t('members.protection.dialog.reasonPlaceholder')}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            clearErrors();
          }}
        />
        <FormAlert message={formError} testId="member-break-error" />
        <Button type="submit" isFullWidth isLoading={isLoading} className={styles.danger}>
          {t('members.protection.dialog.confirm')}
        </Button>
      </form>
    </ModalDialog>
  );
}
