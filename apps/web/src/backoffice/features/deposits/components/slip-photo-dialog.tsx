import { useTranslation } from 'react-i18next';
import type { AdminSlipRequest } from '@app/contract/admin-slips';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SlipPhoto } from './slip-photo';
import styles from './deposits.module.css';

/** The slip photo large enough to read its amount and reference. */
export function SlipPhotoDialog({ brandId, slip, onClose }: { brandId: string; slip: AdminSlipRequest; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <ModalDialog
      title={t('deposits.slips.photoTitle', { username: slip.username })}
      closeLabel={t('common.cancel')}
      testId="slip-photo-dialog"
      onClose={onClose}
    >
      <SlipPhoto
        photoKey={{ brandId, requestId: slip.uuid }}
        alt={t('deposits.slips.photoAlt', { username: slip.username })}
        className={styles.photo}
        loadingHeight={360}
      />
    </ModalDialog>
  );
}
