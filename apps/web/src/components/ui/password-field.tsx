import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, LockIcon } from './icons';
import { TextField } from './text-field';
import styles from './password-field.module.css';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'leadingIcon' | 'trailing'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password box with its own show/hide button, named after the field so each button says which password it reveals. */
export function PasswordField({ label, ...inputProps }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      {...inputProps}
      label={label}
      type={isShown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      leadingIcon={<LockIcon size={20} />}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => {
            setIsShown((shown) => !shown);
          }}
          aria-label={isShown ? t('passwordField.hide', { field: label }) : t('passwordField.show', { field: label })}
          aria-pressed={isShown}
        >
          {isShown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}
