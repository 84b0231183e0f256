import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@app/contract/house-games/api';
import { SLOT_BETS_SATANG, SLOT_LINES, slotGrid } from '@app/contract/house-games/slot';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { useSpinSlotMutation } from '../api/spin-slot';
import { usePlayAction } from '../hooks/use-play-action';
import type { ReadyPlaySession } from '../hooks/use-play-session';
import { useSpinCooldown } from '../hooks/use-spin-cooldown';
import { slotDetailOf } from '../round-detail';
import { IDLE_SLOT_STOPS } from '../slot-cells';
import { ActionFailure } from './action-failure';
import { BetChips } from './bet-chips';
import { SlotGrid } from './slot-grid';
import { SlotResult } from './slot-result';
import styles from './game-board.module.css';

const IDLE_GRID = slotGrid(IDLE_SLOT_STOPS);

/** สยามเซเว่น: one spin per press, never automatic, and not before the server's next spin time. */
export function SlotGame({ session }: { session: ReadyPlaySession }) {
  const { t } = useTranslation();
  const [betSatang, setBetSatang] = useState<number>(SLOT_BETS_SATANG[0]);
  const [lastRound, setLastRound] = useState<HouseRound | null>(null);
  const [isSpinning, setIsSpinning] = useState(false);
  const [spinSlot] = useSpinSlotMutation();
  const { run, failure } = usePlayAction(session.endSession);
  const { remainingMs, startAfterSpin } = useSpinCooldown(session.state.nextSpinAt);
  const detail = slotDetailOf(lastRound);

  const spin = async () => {
    setIsSpinning(true);
    const result = await run(() => spinSlot({ playToken: session.playToken, betSatang }).unwrap());
    if (result) {
      startAfterSpin(result);
      setLastRound(result.round);
    }
    setIsSpinning(false);
  };

  const isCoolingDown = remainingMs > 0;
  return (
    <section className={styles.board} aria-label={t('house.games.house-slot')}>
      <SlotGrid grid={detail?.grid ?? IDLE_GRID} lineWins={detail?.lineWins ?? []} isSpinning={isSpinning} spinKey={lastRound?.roundId ?? 'idle'} />
      <SlotResult round={lastRound} isSpinning={isSpinning} />
      <BetChips betsSatang={SLOT_BETS_SATANG} valueSatang={betSatang} onChange={setBetSatang} disabled={isSpinning} />
      <p className={styles.note}>{t('house.slot.lineBet', { amount: formatBaht(betSatang / SLOT_LINES.length) })}</p>
      <ActionFailure message={failure} />
      <Button size="large" isFullWidth isLoading={isSpinning} disabled={isCoolingDown} onClick={() => void spin()} data-testid="spin-button">
        {t('house.slot.spin')}
      </Button>
      <p className={styles.cooldown} data-testid="spin-cooldown">
        {isCoolingDown ? t('house.slot.cooldown', { seconds: (remainingMs / 1_000).toFixed(1) }) : null}
      </p>
    </section>
  );
}
