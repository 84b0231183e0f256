import { useTranslation } from 'react-i18next';
import type { PrizeDraw } from '@app/contract/rewards/prize-draws';
import { GiftIcon, TrophyIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import { useRewardText } from '../hooks/use-reward-text';
import styles from './draw-result-dialog.module.css';

/** What the draw gave, told once the wheel has stopped: the reward and where it went, or "เสียใจด้วย". */
export function DrawResultDialog({ draw, onClose }: { draw: PrizeDraw; onClose: () => void }) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  const { reward } = draw;
  const hasWon = reward.kind !== 'none';
  return (
    <ModalDialog
      title={hasWon ? t('prizeDraws.result.winTitle') : t('prizeDraws.result.loseTitle')}
      closeLabel={t('prizeDraws.result.close')}
      onClose={onClose}
      testId="draw-result"
      header={<span className={hasWon ? styles.icon : `${styles.icon} ${styles.iconMuted}`}>{hasWon ? <TrophyIcon size={30} /> : <GiftIcon size={30} />}</span>}
    >
      {hasWon ? (
        <div className={styles.prize}>
          <p className={styles.won}>{t('prizeDraws.result.won')}</p>
          <p className={styles.reward} data-testid="draw-result-reward">
            {rewardText(reward)}
          </p>
          <p className={styles.note}>
            <PhraseText text={reward.kind === 'credit' ? t('prizeDraws.result.creditNote') : t('prizeDraws.result.pointNote')} />
          </p>
        </div>
      ) : (
        <p className={styles.note}>
          <PhraseText text={t('prizeDraws.result.loseText')} />
        </p>
      )}
    </ModalDialog>
  );
}
