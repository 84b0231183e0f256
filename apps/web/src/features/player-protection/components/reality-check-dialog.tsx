import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { AlarmClockIcon, HistoryIcon, LogoutIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { splitHoursAndMinutes } from '../reality-check-schedule';
import styles from './reality-check-dialog.module.css';

export interface SessionPlay {
  betSatang: number;
  winSatang: number;
  netResultSatang: number;
}

interface RealityCheckDialogProps {
  elapsedMs: number;
  /** The session's money as read when the dialog opened; undefined while it is read or when that failed. */
  play: SessionPlay | undefined;
  /** Why the money could not be read, with a retry beside it. */
  errorMessage: string | undefined;
  onRetry: () => void;
  onContinue: () => void;
  onShowHistory: () => void;
  onLogOut: () => void;
  isLoggingOut: boolean;
}

type Tone = 'gain' | 'loss' | 'even';

function toneOf(amountSatang: number): Tone {
  return amountSatang > 0 ? 'gain' : amountSatang < 0 ? 'loss' : 'even';
}

/**
 * The reality check: how long this login has lasted and what play has won or lost in it, with the
 * way to stop beside the way to go on. "Continue" is the plainest of the three buttons, so nothing
 * nudges the member to keep playing (UKGC RTS 14A). Any other way out (Escape, a tap beside it) is "continue".
 */
export function RealityCheckDialog({ elapsedMs, play, errorMessage, onRetry, onContinue, onShowHistory, onLogOut, isLoggingOut }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const { hours, minutes } = splitHoursAndMinutes(elapsedMs);
  const duration = hours > 0 ? t('realityCheck.hoursMinutes', { hours, minutes }) : t('realityCheck.minutes', { minutes });
  return (
    <ModalDialog
      title={t('realityCheck.title')}
      closeLabel={t('realityCheck.continue')}
      onClose={isLoggingOut ? () => undefined : onContinue}
      testId="reality-check"
      header={
        <span className={styles.icon}>
          <AlarmClockIcon size={30} />
        </span>
      }
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.label}>{t('realityCheck.elapsed')}</dt>
          <dd className={styles.value} data-testid="reality-check-elapsed">
            {duration}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.label}>{t('realityCheck.net')}</dt>
          <dd className={styles.value} aria-live="polite" aria-busy={play === undefined && !errorMessage}>
            {play ? <NetResult amountSatang={play.netResultSatang} /> : errorMessage ? '–' : <Skeleton width={120} height={30} />}
          </dd>
        </div>
      </dl>
      {play ? (
        <p className={styles.detail} data-testid="reality-check-totals">
          {t('realityCheck.totals', { bet: formatBaht(play.betSatang), win: formatBaht(play.winSatang) })}
        </p>
      ) : null}
      {errorMessage ? <LoadError title={t('realityCheck.loadFailed')} message={errorMessage} onRetry={onRetry} /> : null}
      <p className={styles.note}>
        <PhraseText text={t('realityCheck.note')} />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onShowHistory} disabled={isLoggingOut}>
          <HistoryIcon size={18} />
          {t('realityCheck.history')}
        </Button>
        <Button variant="secondary" onClick={onLogOut} isLoading={isLoggingOut}>
          {isLoggingOut ? null : <LogoutIcon size={18} />}
          {t('realityCheck.logOut')}
        </Button>
      </div>
    </ModalDialog>
  );
}

/** Ahead in green with a plus, behind in red with a minus sign (U+2212, as wide as the plus). */
function NetResult({ amountSatang }: { amountSatang: number }) {
  const { t } = useTranslation();
  const tone = toneOf(amountSatang);
  const sign = tone === 'gain' ? '+' : tone === 'loss' ? '\u2212' : '';
  return (
    <span className={`${styles.net} ${styles[tone] ?? ''}`} data-tone={tone} data-testid="reality-check-net">
      {sign}
      {t('app.currencySymbol')}
      {formatBaht(Math.abs(amountSatang))}
    </span>
  );
}
