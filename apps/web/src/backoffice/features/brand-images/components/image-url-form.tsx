import { imagePathSchema } from '@app/contract/settings';
import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { isApiFailure } from '@/lib/api-client';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useSetConfigurationPathMutation } from '../api/set-configuration-path';
import type { ImageChangeTarget } from '../image-change-target';
import { BrandImagePreview } from './brand-image-preview';
import styles from './brand-images.module.css';

/** Points the key at an image address, previewing what was typed before it is saved. */
export function ImageUrlForm({ brandId, imageBaseUrl, imageKey, label, currentPath, onSaved }: ImageChangeTarget) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const [setConfigurationPath, { isLoading }] = useSetConfigurationPathMutation();
  const [path, setPath] = useState(currentPath ?? '');
  const [pathError, setPathError] = useState<string | null>(null);
  const [formError, setFormError] = useState<{ message: string; code: string | null } | null>(null);
  const isSendingRef = useRef(false);
  const parsed = imagePathSchema.safeParse(path);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    setFormError(null);
    if (!parsed.success) {
      setPathError(path.trim() === '' ? t('brandImages.url.required') : (parsed.error.issues[0]?.message ?? t('brandImages.url.required')));
      return;
    }
    isSendingRef.current = true;
    try {
      await setConfigurationPath({ brandId, key: imageKey, path: parsed.data }).unwrap();
      onSaved();
    } catch (error) {
      if (isApiFailure(error) && error.field === 'path') setPathError(errorText(error));
      else setFormError({ message: errorText(error), code: isApiFailure(error) ? error.code : null });
    } finally {
      isSendingRef.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        label={t('brandImages.url.label')}
        name="path"
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        placeholder={t('brandImages.url.placeholder')}
        value={path}
        error={pathError}
        onChange={(event) => {
          setPath(event.target.value);
          setPathError(null);
          setFormError(null);
        }}
      />
      <p className={styles.hint}>{t('brandImages.url.hint')}</p>
      <div>
        <p className={styles.caption}>{t('brandImages.url.preview')}</p>
        <BrandImagePreview
          brandId={brandId}
          imageBaseUrl={imageBaseUrl}
          path={parsed.success ? parsed.data : null}
          alt={t('brandImages.previewAlt', { label })}
          isLarge
        />
      </div>
      <FormAlert message={formError?.message} code={formError?.code} testId="brand-image-url-error" />
      <Button type="submit" isFullWidth isLoading={isLoading}>
        {t('brandImages.url.submit')}
      </Button>
    </form>
  );
}
