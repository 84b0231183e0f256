import { useTranslation } from 'react-i18next';
import { createAnnouncementRequestSchema } from '@app/contract/announcements';
import { DateTimeField } from '@/components/ui/date-time-field';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/backoffice/components/form-dialog';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useDraftForm } from '@/backoffice/lib/use-draft-form';
import { ANNOUNCEMENT_FIELDS, createAnnouncementDraft, toAnnouncementRequest } from '../announcement-draft';
import { useCreateAnnouncementMutation } from '../api/create-announcement';
import type { AdminAnnouncement } from '../api/list-announcements';
import { useUpdateAnnouncementMutation } from '../api/update-announcement';
import { TextAreaField } from '@/backoffice/components/text-area-field';
import styles from './content-dialog.module.css';

interface AnnouncementDialogProps {
  brandId: string;
  /** Null for a new announcement. */
  announcement: AdminAnnouncement | null;
  onDone: (saved: AdminAnnouncement) => void;
  onClose: () => void;
}

/**
 * Adds or edits an announcement. Times are typed in Bangkok time; the contract checks the values
 * before they are sent, and a refusal is shown beside its field with everything typed kept.
 */
export function AnnouncementDialog({ brandId, announcement, onDone, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('backoffice');
  const form = useDraftForm(() => createAnnouncementDraft(announcement, new Date()), ANNOUNCEMENT_FIELDS);
  const [create] = useCreateAnnouncementMutation();
  const [update] = useUpdateAnnouncementMutation();

  const send = () => {
    form.clear();
    if (form.draft.startsAt === '') {
      form.showFieldError('startsAt', t('content.announcements.dialog.startsAtRequired'));
      return null;
    }
    const parsed = createAnnouncementRequestSchema.safeParse(toAnnouncementRequest(form.draft));
    if (!form.acceptParse(parsed)) return null;
    return announcement
      ? update({ brandId, announcementId: announcement.id, fields: parsed.data }).unwrap()
      : create({ brandId, fields: parsed.data }).unwrap();
  };

  return (
    <FormDialog
      title={t(announcement ? 'content.announcements.dialog.editTitle' : 'content.announcements.dialog.createTitle')}
      testId="announcement-dialog"
      submitLabel={t('content.announcements.dialog.save')}
      savingLabel={t('content.saving')}
      formError={form.formError}
      send={send}
      onSaved={onDone}
      onRefused={form.showRefusal}
      onClose={onClose}
    >
      <TextField label={t('content.announcements.dialog.title')} maxLength={120} autoComplete="off" autoFocus {...form.textProps('title')} />
      <TextAreaField label={t('content.announcements.dialog.body')} maxLength={2000} {...form.textProps('body')} />
      <ToggleSwitch
        label={t('content.announcements.dialog.isPopup')}
        isOn={form.draft.isPopup}
        onChange={(isOn) => {
          form.edit('isPopup', isOn);
        }}
      />
      <div className={styles.times}>
        <DateTimeField label={t('content.announcements.dialog.startsAt')} testId="announcement-starts-at" {...form.dateTimeProps('startsAt')} />
        <DateTimeField label={t('content.announcements.dialog.endsAt')} testId="announcement-ends-at" isClearable {...form.dateTimeProps('endsAt')} />
      </div>
    </FormDialog>
  );
}
