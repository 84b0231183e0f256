import { skipToken } from '@reduxjs/toolkit/query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, GiftIcon } from '@/components/ui/icons';
import { toBangkokDay } from '@/lib/bangkok-date';
import { useGetCheckInStateQuery } from '../api/get-check-in-state';
import { isCheckInPopupDismissedOn, rememberCheckInPopupDismissed } from '../check-in-popup-storage';
import { useRewardLabel } from '../hooks/use-reward-label';
import { CheckInDialog } from './check-in-dialog';
import styles from './daily-check-in.module.css';

interface DailyCheckInProps {
  /** Called when a check-in may have moved the credit balance, which belongs to another feature. */
  onRewarded: () => void;
  /** Keeps the popup from opening by itself while another dialog (an announcement) is on screen. */
  isAutoOpenHeld?: boolean;
  /** The frame drawn before the session is read: the tile shows as loading and nothing is asked for. */
  isSessionNotReadYet?: boolean;
}

/**
 * The dashboard's daily check-in: a tile that opens the check-in dialog, and the dialog itself,
 * which opens by itself when the member has not checked in today and has not closed it today.
 */
export function DailyCheckIn({ onRewarded, isAutoOpenHeld = false, isSessionNotReadYet = false }: DailyCheckInProps) {
  const { t } = useTranslation();
  const labelReward = useRewardLabel();
  // Check-ins are per Bangkok day: coming back to the dashboard asks again.
  const { data: state, isLoading: isStateLoading } = useGetCheckInStateQuery(isSessionNotReadYet ? skipToken : undefined, { refetchOnMountOrArgChange: true });
  const isLoading = isStateLoading || isSessionNotReadYet;
  const [isOpen, setIsOpen] = useState(false);
  const hasAutoOpenedRef = useRef(false);

  const shouldAutoOpen = state !== undefined && state.visible && !state.today && !isAutoOpenHeld;
  useEffect(() => {
    if (!shouldAutoOpen || hasAutoOpenedRef.current) return;
    hasAutoOpenedRef.current = true;
    if (isCheckInPopupDismissedOn(toBangkokDay(new Date()))) return;
    // Opened by itself, not by a tap: drawn as a transition, in slices, while the dashboard settles.
    startTransition(() => {
      setIsOpen(true);
    });
  }, [shouldAutoOpen]);

  const close = () => {
    rememberCheckInPopupDismissed(toBangkokDay(new Date()));
    setIsOpen(false);
  };

  // A brand without check-in shows nothing; while loading or after a failure the tile stays, and the
  // dialog it opens shows the loading or the error with its retry.
  if (state && !state.visible) return null;

  const status = isLoading
    ? t('app.loading')
    : !state
      ? t('checkIn.tileOpen')
      : state.today
        ? t('checkIn.tileDone', { reward: labelReward(state.tomorrowValue) })
        : t('checkIn.tileToday', { reward: labelReward(state.value) });

  return (
    <>
      <button
        type="button"
        className={[styles.tile, state && !state.today ? styles.waiting : undefined].filter(Boolean).join(' ')}
        onClick={() => {
          setIsOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid="check-in-tile"
      >
        <span className={styles.icon}>
          <GiftIcon size={24} />
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{t('checkIn.title')}</span>
          <span className={styles.status}>{status}</span>
        </span>
        <ChevronRightIcon size={20} className={styles.chevron} />
      </button>
      {isOpen ? <CheckInDialog onClose={close} onRewarded={onRewarded} /> : null}
    </>
  );
}
