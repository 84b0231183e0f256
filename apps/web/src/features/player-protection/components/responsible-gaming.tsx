import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS, type BreakKind, type BreakPeriod } from '@app/contract/player-protection';
import { AlertIcon, HistoryIcon } from '@/components/ui/icons';
import { getErrorMessage } from '@/lib/api-client';
import { useTakeBreakMutation } from '../api/take-break';
import { describeBreakEnd } from '../break-end-text';
import { BreakCard } from './break-card';
import { ConfirmBreakDialog } from './confirm-break-dialog';
import styles from './responsible-gaming.module.css';

type Choice = { kind: BreakKind; period: BreakPeriod };

interface ResponsibleGamingProps {
  /**
   * Called once the server has started the break: it has ended every session of the member, so
   * the app signs out here too. `notice` says until when, in the member's language.
   */
  onBreakTaken: (notice: string) => void;
}

/**
 * The member's breaks from play (docs/player-protection.md): a time-out and a self-exclusion,
 * each a choice of period and a confirmation.
 */
export function ResponsibleGaming({ onBreakTaken }: ResponsibleGamingProps) {
  const { t } = useTranslation();
  const [takeBreak, { isLoading }] = useTakeBreakMutation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!choice) return;
    setError(null);
    try {
      const taken = await takeBreak(choice).unwrap();
      onBreakTaken(t('protection.taken', { end: describeBreakEnd(taken.endsAt) }));
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };

  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('protection.intro')}</p>
      <BreakCard kind="time_out" periods={TIME_OUT_PERIODS} icon={<HistoryIcon size={22} />} onChoose={setChoice} />
      <BreakCard kind="self_exclusion" periods={SELF_EXCLUSION_PERIODS} icon={<AlertIcon size={22} />} onChoose={setChoice} />
      <p className={styles.help}>{t('protection.help')}</p>
      {choice ? (
        <ConfirmBreakDialog
          choice={choice}
          isTaking={isLoading}
          error={error}
          onConfirm={() => void confirm()}
          onClose={() => {
            setChoice(null);
            setError(null);
          }}
        />
      ) : null}
    </div>
  );
}
