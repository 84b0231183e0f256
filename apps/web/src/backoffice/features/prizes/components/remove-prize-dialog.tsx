import { useTranslation } from 'react-i18next';
import type { AdminPrizeOption } from '@app/contract/admin-loyalty';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import { PhraseText } from '@/components/ui/phrase-text';
import dialogStyles from '@/backoffice/components/dialog-form.module.css';
import { FormDialog } from '@/backoffice/components/form-dialog';
import { useRemovePrizeOptionMutation } from '../api/remove-prize-option';
import { useRefusal } from '../hooks/use-refusal';

interface RemovePrizeDialogProps {
  brandId: string;
  game: PrizeGame;
  option: AdminPrizeOption;
  onDone: () => void;
  onClose: () => void;
}

const NO_FIELD = () => null;

/**
 * Asks before an option is removed. An option a member already drew cannot be removed (the API
 * says so, and the dialog shows it); the operator switches it off instead.
 */
export function RemovePrizeDialog({ brandId, game, option, onDone, onClose }: RemovePrizeDialogProps) {
  const { t } = useTranslation('backoffice');
  const [removeOption] = useRemovePrizeOptionMutation();
  const { formError, clearErrors, showRefusal } = useRefusal(NO_FIELD);

  return (
    <FormDialog
      title={t('prizes.removeTitle', { label: option.label })}
      testId="prize-remove-dialog"
      submitLabel={t('prizes.removeConfirm')}
      savingLabel={t('prizes.removing')}
      formError={formError}
      send={() => {
        clearErrors();
        return removeOption({ brandId, game, prizeId: option.id }).unwrap();
      }}
      onSaved={onDone}
      onRefused={showRefusal}
      onClose={onClose}
    >
      <p className={dialogStyles.hint}>
        <PhraseText text={t(option.hasDraws ? 'prizes.removeDrawnText' : 'prizes.removeText')} />
      </p>
    </FormDialog>
  );
}
