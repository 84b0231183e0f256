import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Tabs } from '@/components/ui/tabs';
import type { ImageChangeTarget } from '../image-change-target';
import { BrandImagePreview } from './brand-image-preview';
import { ImageUrlForm } from './image-url-form';
import { UploadImageForm } from './upload-image-form';
import styles from './brand-images.module.css';

type ChangeMode = 'upload' | 'url';

interface ChangeImageDialogProps extends ImageChangeTarget {
  onClose: () => void;
}

/**
 * Changes one key's image, by a file or by an address. Both forms stay mounted while the operator
 * switches between them, so a chosen file or a typed address is not lost on the way.
 */
export function ChangeImageDialog({ brandId, imageBaseUrl, imageKey, label, currentPath, onSaved, onClose }: ChangeImageDialogProps) {
  const { t } = useTranslation('backoffice');
  const [mode, setMode] = useState<ChangeMode>('upload');
  const idPrefix = 'brand-image-mode';

  return (
    <ModalDialog title={t('brandImages.dialog.title', { label })} closeLabel={t('brandImages.dialog.close')} onClose={onClose} testId="brand-image-dialog">
      <p className={styles.caption}>{t('brandImages.dialog.current')}</p>
      <BrandImagePreview brandId={brandId} imageBaseUrl={imageBaseUrl} path={currentPath} alt={t('brandImages.previewAlt', { label })} isLarge />
      <Tabs
        isScrollableOnPhone
        label={t('brandImages.dialog.modes')}
        idPrefix={idPrefix}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'upload', label: t('brandImages.dialog.upload') },
          { value: 'url', label: t('brandImages.dialog.url') },
        ]}
      />
      <div role="tabpanel" id={`${idPrefix}-panel-upload`} aria-labelledby={`${idPrefix}-tab-upload`} hidden={mode !== 'upload'}>
        <UploadImageForm brandId={brandId} imageKey={imageKey} label={label} onSaved={onSaved} />
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-url`} aria-labelledby={`${idPrefix}-tab-url`} hidden={mode !== 'url'}>
        <ImageUrlForm brandId={brandId} imageBaseUrl={imageBaseUrl} imageKey={imageKey} label={label} currentPath={currentPath} onSaved={onSaved} />
      </div>
    </ModalDialog>
  );
}
