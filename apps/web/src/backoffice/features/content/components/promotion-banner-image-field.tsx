import { isHttpsAddress } from '@app/contract/banner-links';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { findImageFileProblem, IMAGE_FILE_ACCEPT, readFileAsDataUrl } from '@/backoffice/features/brand-images/brand-image-file';
import { BrandImagePreview, PreviewBox } from '@/backoffice/features/brand-images/components/brand-image-preview';
import type { BannerImageDraft, BannerImageMode } from '../promotion-banner-draft';
import styles from './promotion-banners.module.css';

interface PromotionBannerImageFieldProps {
  brandId: string;
  /** The stored picture of a banner being edited; null for a new banner. */
  currentImageUrl: string | null;
  value: BannerImageDraft;
  onChange: (value: BannerImageDraft) => void;
  /** The contract's or the server's complaint about the picture. */
  error: string | undefined;
}

/**
 * The banner's picture, by a file or by an https address, as a brand image is changed. A file is
 * checked here before anything is sent (the server checks its bytes again) and shown as chosen;
 * both ways keep what was given while the operator switches between them.
 */
export function PromotionBannerImageField({ brandId, currentImageUrl, value, onChange, error }: PromotionBannerImageFieldProps) {
  const { t } = useTranslation('backoffice');
  const fileInputId = useId();
  const errorId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const idPrefix = 'promotion-banner-image';
  // Each way shows its own complaint: the address's beside the address, the file's under the file.
  const uploadError = value.mode === 'upload' ? (fileError ?? error) : undefined;
  const urlError = value.mode === 'url' ? error : undefined;

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = findImageFileProblem(file);
    if (problem) {
      setFileError(t(`brandImages.upload.${problem}`));
      onChange({ ...value, fileDataUrl: null });
      return;
    }
    try {
      const fileDataUrl = await readFileAsDataUrl(file);
      setFileError(null);
      onChange({ ...value, fileDataUrl });
    } catch {
      setFileError(t('brandImages.upload.unreadable'));
      onChange({ ...value, fileDataUrl: null });
    }
  };

  return (
    <fieldset className={styles.imageField}>
      <legend className={styles.legend}>{t('content.banners.dialog.image')}</legend>
      {currentImageUrl ? (
        <div>
          <p className={styles.caption}>{t('content.banners.dialog.currentImage')}</p>
          <BrandImagePreview brandId={brandId} imageBaseUrl="" path={currentImageUrl} alt={t('content.banners.dialog.currentImage')} isLarge />
        </div>
      ) : null}
      <Tabs
        isScrollableOnPhone
        label={t('content.banners.dialog.imageModes')}
        idPrefix={idPrefix}
        value={value.mode}
        onChange={(mode: BannerImageMode) => {
          setFileError(null);
          onChange({ ...value, mode });
        }}
        options={[
          { value: 'upload', label: t('content.banners.dialog.upload') },
          { value: 'url', label: t('content.banners.dialog.url') },
        ]}
      />
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-upload`}
        aria-labelledby={`${idPrefix}-tab-upload`}
        hidden={value.mode !== 'upload'}
        className={styles.imagePanel}
      >
        <label className={styles.fileLabel} htmlFor={fileInputId}>
          {t('content.banners.dialog.file')}
          <input
            id={fileInputId}
            type="file"
            accept={IMAGE_FILE_ACCEPT}
            onChange={(event) => void chooseFile(event)}
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={uploadError ? errorId : undefined}
          />
        </label>
        {value.fileDataUrl ? (
          <div>
            <p className={styles.caption}>{t('content.banners.dialog.chosen')}</p>
            <PreviewBox src={value.fileDataUrl} alt={t('content.banners.dialog.chosen')} isLarge />
          </div>
        ) : null}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-url`} aria-labelledby={`${idPrefix}-tab-url`} hidden={value.mode !== 'url'} className={styles.imagePanel}>
        <TextField
          label={t('content.banners.dialog.imageUrl')}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          maxLength={500}
          placeholder="https://"
          value={value.url}
          error={urlError}
          onChange={(event) => onChange({ ...value, url: event.target.value })}
        />
        {isHttpsAddress(value.url.trim()) && value.url.trim() !== currentImageUrl ? (
          <div>
            <p className={styles.caption}>{t('content.banners.dialog.urlPreview')}</p>
            <PreviewBox src={value.url.trim()} alt={t('content.banners.dialog.urlPreview')} isLarge />
          </div>
        ) : null}
      </div>
      {uploadError ? (
        <p id={errorId} className={styles.imageError} role="alert">
          {uploadError}
        </p>
      ) : (
        <p className={styles.hint}>{t('content.banners.dialog.imageHint')}</p>
      )}
    </fieldset>
  );
}
