import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../../components/ui/icons';
import { PhraseText } from '../../../../components/ui/phrase-text';
import styles from './promotions.module.css';

/** Tells finance and support why nothing here can be changed by them: these values pay money. */
export function ReadOnlyNote() {
  const { t } = useTranslation('backoffice');
  return (
    <p className={styles.readOnly} role="note" data-testid="promotions-read-only">
      <InfoIcon size={20} className={styles.readOnlyIcon} />
      <span>
        <PhraseText text={t('promotions.readOnly')} />
      </span>
    </p>
  );
}
