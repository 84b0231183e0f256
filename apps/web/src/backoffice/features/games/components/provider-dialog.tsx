import { useTranslation } from 'react-i18next';
import { createGameProviderRequestSchema, updateGameProviderRequestSchema, type AdminGameProvider } from '@app/contract/admin-settings';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/backoffice/components/form-dialog';
import formStyles from '@/backoffice/components/dialog-form.module.css';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useDraftForm } from '@/backoffice/lib/use-draft-form';
import { useCreateGameProviderMutation } from '../api/create-game-provider';
import { useUpdateGameProviderMutation } from '../api/update-game-provider';
import { createProviderDraft, PROVIDER_FIELDS, toCreateProviderRequest, toUpdateProviderRequest, type WalletType } from '../provider-draft';

const WALLET_TYPES: readonly WalletType[] = ['seamless', 'transfer'];

interface ProviderDialogProps {
  brandId: string;
  /** Null for a new provider. */
  provider: AdminGameProvider | null;
  onDone: (saved: AdminGameProvider) => void;
  onClose: () => void;
}

/**
 * Adds or edits a game provider. The secret is write-only: the field starts empty and stays a
 * password field, and an edit that leaves it empty keeps the stored secret.
 */
export function ProviderDialog({ brandId, provider, onDone, onClose }: ProviderDialogProps) {
  const { t } = useTranslation('backoffice');
  const form = useDraftForm(() => createProviderDraft(provider), PROVIDER_FIELDS);
  const [create] = useCreateGameProviderMutation();
  const [update] = useUpdateGameProviderMutation();

  const send = () => {
    form.clear();
    if (provider) {
      const parsed = updateGameProviderRequestSchema.safeParse(toUpdateProviderRequest(form.draft));
      return form.acceptParse(parsed) ? update({ brandId, providerId: provider.id, fields: parsed.data }).unwrap() : null;
    }
    if (form.draft.secret === '') {
      form.showFieldError('secret', t('games.providers.dialog.secretRequired'));
      return null;
    }
    const parsed = createGameProviderRequestSchema.safeParse(toCreateProviderRequest(form.draft));
    return form.acceptParse(parsed) ? create({ brandId, fields: parsed.data }).unwrap() : null;
  };

  const code = form.textProps('code');
  return (
    <FormDialog
      title={provider ? t('games.providers.dialog.editTitle', { name: provider.name }) : t('games.providers.dialog.createTitle')}
      testId="provider-dialog"
      submitLabel={t('games.providers.dialog.save')}
      savingLabel={t('games.saving')}
      formError={form.formError}
      send={send}
      onSaved={onDone}
      onRefused={form.showRefusal}
      onClose={onClose}
    >
      <TextField
        label={t('games.providers.dialog.code')}
        maxLength={20}
        autoComplete="off"
        autoFocus={!provider}
        disabled={provider !== null}
        {...code}
        onChange={(event) => {
          form.edit('code', event.target.value.toUpperCase());
        }}
      />
      {provider ? null : <p className={formStyles.hint}>{t('games.providers.dialog.codeHint')}</p>}
      <TextField label={t('games.providers.dialog.name')} maxLength={100} autoComplete="off" autoFocus={provider !== null} {...form.textProps('name')} />
      {provider ? null : (
        <SelectField
          name="walletType"
          label={t('games.providers.dialog.walletType')}
          value={form.draft.walletType}
          error={form.fieldErrors.walletType}
          options={WALLET_TYPES.map((value) => ({ value, label: t(`games.providers.dialog.walletTypes.${value}`) }))}
          onChange={(event) => {
            const chosen = WALLET_TYPES.find((value) => value === event.target.value);
            if (chosen) form.edit('walletType', chosen);
          }}
        />
      )}
      <TextField label={t('games.providers.dialog.launchUrl')} maxLength={500} autoComplete="off" inputMode="url" {...form.textProps('launchUrl')} />
      <TextField
        type="password"
        label={t(provider ? 'games.providers.dialog.replaceSecret' : 'games.providers.dialog.secret')}
        maxLength={256}
        autoComplete="new-password"
        spellCheck={false}
        {...form.textProps('secret')}
      />
      <p className={formStyles.hint} data-testid="secret-note">
        {t('games.providers.dialog.secretNote')}
      </p>
      <ToggleSwitch
        label={t('games.providers.dialog.isEnabled')}
        isOn={form.draft.isEnabled}
        onChange={(isOn) => {
          form.edit('isEnabled', isOn);
        }}
      />
    </FormDialog>
  );
}
