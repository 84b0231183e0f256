import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES } from '@app/contract/player-protection';
import type { RealityCheckMinutes } from '@app/contract/reality-check';
import { Button } from '@/components/ui/button';
import cardStyles from '@/components/ui/card.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { AlarmClockIcon, CheckCircleIcon, InfoIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetRealityCheckQuery } from '../api/get-reality-check';
import { useSetRealityCheckMutation } from '../api/set-reality-check';
import choiceStyles from './break-card.module.css';
import styles from './reality-check-card.module.css';

/**
 * The member's reality check interval: game pages remind them every 30 or 60 minutes of the login
 * how long it has lasted and what play has won or lost. A choice is saved with its button.
 */
export function RealityCheckCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const saved = useGetRealityCheckQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSetRealityCheckMutation();
  const [choice, setChoice] = useState<RealityCheckMinutes | null>(null);
  const [savedNotice, setSavedNotice] = useState<RealityCheckMinutes | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (minutes: RealityCheckMinutes) => {
    setError(null);
    setSavedNotice(null);
    try {
      const stored = await save({ intervalMinutes: minutes }).unwrap();
      setChoice(null);
      setSavedNotice(stored.intervalMinutes);
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };

  const renderBody = () => {
    if (saved.isLoading) {
      return (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('list.loading')}
          </span>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </div>
      );
    }
    if (!saved.data) {
      return (
        <LoadError
          title={t('realityCheck.setting.loadFailed')}
          message={saved.error ? getErrorMessage(saved.error) : undefined}
          onRetry={() => void saved.refetch()}
          isRetrying={saved.isFetching}
        />
      );
    }
    const current = saved.data.intervalMinutes;
    const selected = choice ?? current;
    return (
      <>
        <fieldset className={choiceStyles.periods}>
          <legend className={choiceStyles.legend}>{t('realityCheck.setting.legend')}</legend>
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <label key={minutes} className={choiceStyles.period}>
              <input
                type="radio"
                name="reality-check-minutes"
                value={minutes}
                checked={selected === minutes}
                onChange={() => {
                  setChoice(minutes);
                  setSavedNotice(null);
                }}
              />
              <span>{t('realityCheck.setting.every', { minutes })}</span>
            </label>
          ))}
        </fieldset>
        <FormAlert message={error} testId="reality-check-setting-error" />
        {savedNotice !== null ? (
          <p className={styles.saved} role="status" data-testid="reality-check-saved">
            <CheckCircleIcon size={18} />
            <span>{t('realityCheck.setting.saved', { minutes: savedNotice })}</span>
          </p>
        ) : null}
        <Button
          isFullWidth
          disabled={selected === current}
          isLoading={saving.isLoading}
          loadingLabel={t('realityCheck.setting.saving')}
          onClick={() => void submit(selected)}
        >
          {t('realityCheck.setting.submit')}
        </Button>
      </>
    );
  };

  return (
    <section className={cardStyles.card} aria-labelledby={titleId} data-testid="reality-check-card">
      <div className={cardStyles.header}>
        <h2 id={titleId} className={cardStyles.title}>
          {t('realityCheck.setting.title')}
        </h2>
        <span className={cardStyles.titleIcon}>
          <AlarmClockIcon size={22} />
        </span>
      </div>
      <p className={choiceStyles.lead}>
        <PhraseText text={t('realityCheck.setting.lead')} />
      </p>
      {renderBody()}
      <p className={cardStyles.note}>
        <InfoIcon size={18} className={cardStyles.noteIcon} />
        <span>
          <PhraseText text={t('realityCheck.setting.note')} />
        </span>
      </p>
    </section>
  );
}
