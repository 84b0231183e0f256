import { useTranslation } from 'react-i18next';
import { CameraIcon, ImageIcon, ReceiptIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import type { ChosenSlip } from '../hooks/use-slip-deposit';
import { SlipFileButton } from './slip-file-button';
import styles from './slip-picker.module.css';

interface SlipPickerProps {
  slip: ChosenSlip | null;
  onChoose: (file: File) => void;
  /** A call about the current photo is on its way; a new photo waits for it. */
  isBusy: boolean;
}

/** Choose a slip photo or take one; once chosen, a preview with the way to choose again. */
export function SlipPicker({ slip, onChoose, isBusy }: SlipPickerProps) {
  const { t } = useTranslation();

  if (!slip) {
    return (
      <div className={styles.zone}>
        <span className={styles.art}>
          <ReceiptIcon size={32} />
        </span>
        <SlipFileButton onChoose={onChoose} isFullWidth size="large" testId="slip-file-input">
          <ImageIcon size={20} />
          {t('slip.chooseFile')}
        </SlipFileButton>
        <SlipFileButton onChoose={onChoose} isCamera isFullWidth variant="secondary" testId="slip-camera-input">
          <CameraIcon size={20} />
          {t('slip.takePhoto')}
        </SlipFileButton>
        <p className={styles.hint}>{t('slip.fileHint')}</p>
      </div>
    );
  }

  return (
    <div className={styles.chosen}>
      <Image src={slip.image} alt={t('slip.previewAlt')} className={styles.thumb} isPlaceholderTextHidden data-testid="slip-preview" />
      <div className={styles.chosenText}>
        <p className={styles.chosenLabel}>{t('slip.previewAlt')}</p>
        <p className={styles.fileName}>{slip.fileName}</p>
      </div>
      <div className={styles.chosenActions}>
        <SlipFileButton onChoose={onChoose} variant="ghost" size="small" isDisabled={isBusy} testId="slip-file-input">
          <ImageIcon size={18} />
          {t('slip.chooseAnother')}
        </SlipFileButton>
        <SlipFileButton onChoose={onChoose} isCamera variant="ghost" size="small" isDisabled={isBusy} testId="slip-camera-input">
          <CameraIcon size={18} />
          {t('slip.takePhoto')}
        </SlipFileButton>
      </div>
    </div>
  );
}
