import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findBank, THAI_BANKS } from '@app/contract/banks';
import { BankLogo } from '@/components/ui/bank-logo';
import { BankIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './bank-picker.module.css';

interface BankPickerProps {
  /** The chosen bank's code, or '' before one is chosen. */
  value: string;
  onChange: (bankCode: string) => void;
  error?: string | null;
}

/**
 * The member's bank: a field that opens the list of every Thai bank, each with its logo and Thai
 * name. A list in a dialog rather than a native select, because the logos are how members find
 * their bank quickly.
 */
export function BankPicker({ value, onChange, error }: BankPickerProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const chosen = findBank(value);
  const close = () => {
    setIsOpen(false);
  };
  return (
    <div className={[styles.field, error ? styles.invalid : undefined].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={styles.label}>
        {t('registration.bank')}
      </span>
      <button
        type="button"
        name="bankCode"
        className={styles.control}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => {
          setIsOpen(true);
        }}
      >
        {chosen ? (
          <BankLogo bankCode={chosen.code} size={34} />
        ) : (
          <span className={styles.emptyLogo}>
            <BankIcon size={20} />
          </span>
        )}
        <span id={`${id}-value`} className={chosen ? styles.value : styles.placeholder}>
          {chosen ? chosen.nameTh : t('registration.bankPlaceholder')}
        </span>
        <ChevronRightIcon size={18} className={styles.chevron} />
      </button>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          <span>
            <PhraseText text={error} />
          </span>
        </p>
      ) : null}
      {isOpen ? (
        <ModalDialog title={t('registration.bankDialogTitle')} closeLabel={t('registration.bankDialogClose')} onClose={close} testId="bank-picker">
          <div className={styles.list} role="radiogroup" aria-label={t('registration.bankDialogTitle')}>
            {THAI_BANKS.map((bank) => (
              <button
                key={bank.code}
                type="button"
                role="radio"
                aria-checked={bank.code === value}
                className={styles.option}
                onClick={() => {
                  onChange(bank.code);
                  close();
                }}
              >
                <BankLogo bankCode={bank.code} size={36} />
                <span className={styles.optionName}>{bank.nameTh}</span>
              </button>
            ))}
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
