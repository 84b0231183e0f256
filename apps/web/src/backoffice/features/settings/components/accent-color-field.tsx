import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import styles from './accent-color-field.module.css';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

interface AccentColorFieldProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/**
 * The brand's accent colour as #RRGGBB text, with the browser's colour picker beside it. The
 * picker doubles as the preview: it shows the typed colour once the text is a valid one.
 */
export function AccentColorField({ value, error, onChange }: AccentColorFieldProps) {
  const { t } = useTranslation('backoffice');
  return (
    <TextField
      label={t('settings.general.fields.accentColor')}
      name="accentColor"
      autoComplete="off"
      spellCheck={false}
      placeholder="#RRGGBB"
      maxLength={7}
      value={value}
      error={error}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      trailing={
        <input
          type="color"
          className={styles.picker}
          aria-label={t('settings.general.pickColor')}
          value={HEX_COLOUR.test(value.trim()) ? value.trim().toLowerCase() : '#000000'}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      }
    />
  );
}
