import { useTranslation } from 'react-i18next';
import { saveHub88ConnectionRequestSchema, type AdminAggregator } from '@app/contract/admin-aggregators';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/backoffice/components/form-dialog';
import formStyles from '@/backoffice/components/dialog-form.module.css';
import { TextAreaField } from '@/backoffice/components/text-area-field';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useDraftForm } from '@/backoffice/lib/use-draft-form';
import { useSaveHub88ConnectionMutation } from '../api/save-hub88-connection';
import { createHub88Draft, HUB88_FIELDS, toHub88Request } from '../hub88-draft';

interface Hub88ConnectionDialogProps {
  brandId: string;
  /** Null when the brand is not connected yet. */
  aggregator: AdminAggregator | null;
  onDone: (saved: AdminAggregator) => void;
  onClose: () => void;
}

/**
 * Connects the brand to Hub88 or changes the connection. The site's private key is write-only:
 * the field starts empty, and an edit that leaves it empty keeps the sealed key.
 */
export function Hub88ConnectionDialog({ brandId, aggregator, onDone, onClose }: Hub88ConnectionDialogProps) {
  const { t } = useTranslation('backoffice');
  const form = useDraftForm(() => createHub88Draft(aggregator), HUB88_FIELDS);
  const [save] = useSaveHub88ConnectionMutation();

  const send = () => {
    form.clear();
    if (!aggregator && form.draft.operatorPrivateKey.trim() === '') {
      form.showFieldError('operatorPrivateKey', t('games.aggregator.dialog.privateKeyRequired'));
      return null;
    }
    const parsed = saveHub88ConnectionRequestSchema.safeParse(toHub88Request(form.draft));
    return form.acceptParse(parsed) ? save({ brandId, fields: parsed.data }).unwrap() : null;
  };

  return (
    <FormDialog
      title={t(aggregator ? 'games.aggregator.dialog.editTitle' : 'games.aggregator.dialog.createTitle')}
      testId="hub88-dialog"
      submitLabel={t('games.aggregator.dialog.save')}
      savingLabel={t('games.saving')}
      formError={form.formError}
      send={send}
      onSaved={onDone}
      onRefused={form.showRefusal}
      onClose={onClose}
    >
      <TextField label={t('games.aggregator.dialog.apiUrl')} maxLength={500} autoComplete="off" inputMode="url" autoFocus {...form.textProps('apiUrl')} />
      <p className={formStyles.hint}>{t('games.aggregator.dialog.apiUrlHint')}</p>
      <TextField label={t('games.aggregator.dialog.operatorId')} maxLength={12} autoComplete="off" inputMode="numeric" {...form.textProps('operatorId')} />
      <TextAreaField label={t('games.aggregator.dialog.aggregatorPublicKey')} rows={5} spellCheck={false} {...form.textProps('aggregatorPublicKey')} />
      <TextAreaField
        label={t(aggregator ? 'games.aggregator.dialog.replacePrivateKey' : 'games.aggregator.dialog.operatorPrivateKey')}
        rows={5}
        spellCheck={false}
        autoComplete="off"
        {...form.textProps('operatorPrivateKey')}
      />
      <p className={formStyles.hint} data-testid="private-key-note">
        {t('games.aggregator.dialog.privateKeyNote')}
      </p>
      <ToggleSwitch
        label={t('games.aggregator.dialog.allowsDemo')}
        isOn={form.draft.allowsDemo}
        onChange={(isOn) => {
          form.edit('allowsDemo', isOn);
        }}
      />
    </FormDialog>
  );
}
