import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { isApiFailure } from '@/lib/api-client';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useUploadBrandImageMutation } from '../api/upload-brand-image';
import { findImageFileProblem, IMAGE_FILE_ACCEPT, readFileAsDataUrl } from '../brand-image-file';
import type { ImageChangeTarget } from '../image-change-target';
import { PreviewBox } from './brand-image-preview';
import styles from './brand-images.module.css';

/**
 * Picks an image file, shows it before anything is saved, then uploads it. The file is checked
 * here first; a refusal from the server keeps the chosen file so the operator can retry.
 */
export function UploadImageForm({ brandId, imageKey, label, onSaved }: Pick<ImageChangeTarget, 'brandId' | 'imageKey' | 'label' | 'onSaved'>) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const fileInputId = useId();
  const [uploadBrandImage, { isLoading }] = useUploadBrandImageMutation();
  /** The chosen file as a data URL: both what is previewed and what is sent. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<{ message: string; code: string | null } | null>(null);
  const isSendingRef = useRef(false);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFormError(null);
    if (!file) return;
    const problem = findImageFileProblem(file);
    if (problem) {
      setChosen(null);
      setFileError(t(`brandImages.upload.${problem}`));
      return;
    }
    try {
      setChosen(await readFileAsDataUrl(file));
      setFileError(null);
    } catch {
      setChosen(null);
      setFileError(t('brandImages.upload.unreadable'));
    }
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays disabled until a file is chosen; a second press while sending is ignored.
    if (isSendingRef.current || !chosen) return;
    isSendingRef.current = true;
    setFormError(null);
    try {
      await uploadBrandImage({ brandId, key: imageKey, image: chosen }).unwrap();
      onSaved();
    } catch (error) {
      setFormError({ message: errorText(error), code: isApiFailure(error) ? error.code : null });
    } finally {
      isSendingRef.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <label className={styles.fileLabel} htmlFor={fileInputId}>
        {t('brandImages.upload.file')}
        <input
          id={fileInputId}
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          disabled={isLoading}
          onChange={(event) => void chooseFile(event)}
          aria-invalid={fileError ? true : undefined}
        />
      </label>
      {fileError ? (
        <p className={styles.fileError} role="alert">
          {fileError}
        </p>
      ) : (
        <p className={styles.hint}>{t('brandImages.upload.hint')}</p>
      )}
      {chosen ? (
        <div>
          <p className={styles.caption}>{t('brandImages.upload.chosen')}</p>
          <PreviewBox src={chosen} alt={t('brandImages.previewAlt', { label })} isLarge />
        </div>
      ) : null}
      <FormAlert message={formError?.message} code={formError?.code} testId="brand-image-upload-error" />
      <Button type="submit" isFullWidth isLoading={isLoading} disabled={!chosen}>
        {t('brandImages.upload.submit')}
      </Button>
    </form>
  );
}
