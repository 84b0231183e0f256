import { TextField } from '@/components/ui/text-field';

interface SettingsTextFieldProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/** A text setting as the settings forms show them: no autofill or spell check, its error beside it. */
export function SettingsTextField({ name, label, value, error, onChange, placeholder, maxLength }: SettingsTextFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      maxLength={maxLength}
      value={value}
      error={error ?? null}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
