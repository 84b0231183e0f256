import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhraseText } from '@/components/ui/phrase-text';
import { findImageFileProblem, IMAGE_FILE_ACCEPT, readFileAsDataUrl } from '@/backoffice/features/brand-images/brand-image-file';
import styles from './new-brand.module.css';

interface LogoFieldProps {
  /** The chosen file as a data URL, or null. */
  value: string | null;
  /** A refusal of the chosen file by the server. */
  error: string | null;
  onChange: (dataUrl: string | null) => void;
}

/** The brand's logo: a file checked here first and shown before anything is sent. Optional: the site shows the brand's name without one. */
export function LogoField({ value, error, onChange }: LogoFieldProps) {
  const { t } = useTranslation('backoffice');
  const inputId = useId();
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = findImageFileProblem(file);
    if (problem) {
      setFileError(t(`brandImages.upload.${problem}`));
      onChange(null);
      return;
    }
    try {
      onChange(await readFileAsDataUrl(file));
      setFileError(null);
    } catch {
      setFileError(t('brandImages.upload.unreadable'));
      onChange(null);
    }
  };

  const shownError = fileError ?? error;
  return (
    <div className={styles.logoRow}>
      <div className={styles.logoPreview} data-testid="new-brand-logo-preview">
        {value ? <img src={value} alt={t('settings.newBrand.logo.preview')} /> : t('settings.newBrand.logo.none')}
      </div>
      <label className={styles.fileLabel} htmlFor={inputId}>
        {t('settings.newBrand.logo.file')}
        <input id={inputId} type="file" accept={IMAGE_FILE_ACCEPT} onChange={(event) => void choose(event)} aria-invalid={shownError ? true : undefined} />
        {shownError ? (
          <span className={styles.fileError} role="alert">
            <PhraseText text={shownError} />
          </span>
        ) : null}
      </label>
    </div>
  );
}
