import { CHAT_WIDGET_FIELDS, type ChatWidgetSettings } from '@app/contract/settings';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useSetChatWidgetMutation } from '../api/set-chat-widget';
import { checkChatWidget, toChatWidgetValues, toggleChatField } from '../chat-widget-values';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormFooter } from './form-footer';
import checkBoxStyles from '@/backoffice/components/check-box.module.css';
import formStyles from './settings.module.css';
import styles from './chat-widget-form.module.css';

/**
 * The third-party support chat on the member site: on or off, the address of its script, and the
 * member's details it is sent (only those ticked). Turning it on needs an https address; a refusal
 * keeps what was chosen and typed.
 */
export function ChatWidgetForm({ brandId, chatWidget }: { brandId: string; chatWidget: ChatWidgetSettings }) {
  const { t } = useTranslation('backoffice');
  const [setChatWidget] = useSetChatWidgetMutation();
  const form = useSettingsForm({
    initialValues: toChatWidgetValues(chatWidget),
    check: (values) => checkChatWidget(values, (problem) => t(`settings.chat.problems.${problem}`)),
    send: (next) => setChatWidget({ brandId, chatWidget: next }).unwrap(),
    valuesAfterSave: toChatWidgetValues,
    fieldOfRefusal: (failure) => (failure.field === 'scriptUrl' || failure.field === 'fields' ? failure.field : null),
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('settings.chat.title')}>
      <ToggleSwitch
        label={t('settings.chat.isEnabled')}
        isOn={form.values.isEnabled}
        testId="chat-widget-switch"
        onChange={(isEnabled) => {
          form.change({ isEnabled });
        }}
      />
      <TextField
        label={t('settings.chat.scriptUrl')}
        name="scriptUrl"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        maxLength={500}
        value={form.values.scriptUrl}
        error={form.errors.scriptUrl ?? null}
        onChange={(event) => {
          form.change({ scriptUrl: event.target.value });
        }}
      />
      <p className={formStyles.hint}>{t('settings.chat.scriptUrlHint')}</p>
      <fieldset className={styles.fields}>
        <legend className={styles.legend}>{t('settings.chat.fieldsLegend')}</legend>
        <div className={styles.choices}>
          {CHAT_WIDGET_FIELDS.map((field) => (
            <label key={field} className={checkBoxStyles.checkBox}>
              <input
                type="checkbox"
                name="fields"
                value={field}
                checked={form.values.fields.includes(field)}
                onChange={(event) => {
                  form.change({ fields: toggleChatField(form.values.fields, field, event.target.checked) });
                }}
              />
              {t(`settings.chat.fields.${field}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className={formStyles.hint}>{t('settings.chat.fieldsHint')}</p>
      <FormFooter
        formError={form.errors.fields ?? form.formError}
        isSaved={form.isSaved}
        isSaving={form.isSaving}
        testId="chat-widget"
        submitLabel={t('settings.chat.save')}
      />
    </form>
  );
}
