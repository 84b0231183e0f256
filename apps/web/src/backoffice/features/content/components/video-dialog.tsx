import { useTranslation } from 'react-i18next';
import { createMediaVideoRequestSchema, type AdminMediaVideo } from '@app/contract/admin-settings';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/backoffice/components/form-dialog';
import formStyles from '@/backoffice/components/dialog-form.module.css';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useDraftForm } from '@/backoffice/lib/use-draft-form';
import { useCreateMediaVideoMutation } from '../api/create-media-video';
import { useUpdateMediaVideoMutation } from '../api/update-media-video';
import { createVideoDraft, parseSortOrder, toVideoRequest, VIDEO_FIELDS } from '../video-draft';

interface VideoDialogProps {
  brandId: string;
  /** Null for a new video. */
  video: AdminMediaVideo | null;
  onDone: (saved: AdminMediaVideo) => void;
  onClose: () => void;
}

/**
 * Adds or edits a video. Whether the member page can play the address is the API's check
 * (VALIDATION_FAILED on `url`); its message is shown under the address, which stays as typed.
 */
export function VideoDialog({ brandId, video, onDone, onClose }: VideoDialogProps) {
  const { t } = useTranslation('backoffice');
  const form = useDraftForm(() => createVideoDraft(video), VIDEO_FIELDS);
  const [create] = useCreateMediaVideoMutation();
  const [update] = useUpdateMediaVideoMutation();

  const send = () => {
    form.clear();
    const sortOrder = parseSortOrder(form.draft.sortOrder);
    if (sortOrder === null) {
      form.showFieldError('sortOrder', t('content.videos.dialog.sortOrderInvalid'));
      return null;
    }
    const parsed = createMediaVideoRequestSchema.safeParse(toVideoRequest(form.draft, sortOrder));
    if (!form.acceptParse(parsed)) return null;
    return video ? update({ brandId, videoId: video.id, fields: parsed.data }).unwrap() : create({ brandId, fields: parsed.data }).unwrap();
  };

  return (
    <FormDialog
      title={t(video ? 'content.videos.dialog.editTitle' : 'content.videos.dialog.createTitle')}
      testId="video-dialog"
      submitLabel={t('content.videos.dialog.save')}
      savingLabel={t('content.saving')}
      formError={form.formError}
      send={send}
      onSaved={onDone}
      onRefused={form.showRefusal}
      onClose={onClose}
    >
      <TextField label={t('content.videos.dialog.title')} maxLength={120} autoComplete="off" autoFocus {...form.textProps('title')} />
      <TextField label={t('content.videos.dialog.url')} maxLength={500} autoComplete="off" inputMode="url" {...form.textProps('url')} />
      <p className={formStyles.hint}>{t('content.videos.dialog.urlHint')}</p>
      <TextField label={t('content.videos.dialog.posterKey')} maxLength={500} autoComplete="off" {...form.textProps('posterKey')} />
      <p className={formStyles.hint}>{t('content.videos.dialog.posterHint')}</p>
      <TextField label={t('content.videos.dialog.sortOrder')} inputMode="numeric" autoComplete="off" {...form.textProps('sortOrder')} />
      <ToggleSwitch
        label={t('content.videos.dialog.isEnabled')}
        isOn={form.draft.isEnabled}
        onChange={(isOn) => {
          form.edit('isEnabled', isOn);
        }}
      />
    </FormDialog>
  );
}
