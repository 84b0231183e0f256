import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@app/contract/house-games/api';
import { BACCARAT_BETS_SATANG, type BaccaratSide } from '@app/contract/house-games/baccarat';
import { Button } from '@/components/ui/button';
import { useDealBaccaratMutation } from '../api/deal-baccarat';
import { usePlayAction } from '../hooks/use-play-action';
import type { ReadyPlaySession } from '../hooks/use-play-session';
import { baccaratDetailOf } from '../round-detail';
import { ActionFailure } from './action-failure';
import { BaccaratResult } from './baccarat-result';
import { BaccaratSidePicker } from './baccarat-side-picker';
import { BaccaratTable } from './baccarat-table';
import { BetChips } from './bet-chips';
import styles from './game-board.module.css';

/** บาคาร่า: choose a side and a chip, deal one hand, see it settle at once. */
export function BaccaratGame({ session }: { session: ReadyPlaySession }) {
  const { t } = useTranslation();
  const [side, setSide] = useState<BaccaratSide>('player');
  const [betSatang, setBetSatang] = useState<number>(BACCARAT_BETS_SATANG[0]);
  const [lastRound, setLastRound] = useState<HouseRound | null>(null);
  const [dealBaccarat, { isLoading }] = useDealBaccaratMutation();
  const { run, failure } = usePlayAction(session.endSession);
  const detail = baccaratDetailOf(lastRound);

  const deal = async () => {
    const result = await run(() => dealBaccarat({ playToken: session.playToken, side, betSatang }).unwrap());
    if (result) setLastRound(result.round);
  };

  return (
    <section className={styles.board} aria-label={t('house.games.house-baccarat')}>
      <BaccaratTable key={lastRound?.roundId ?? 'idle'} hand={detail} />
      {lastRound && detail ? (
        <BaccaratResult winner={detail.winner} side={detail.side} betSatang={lastRound.betSatang} winSatang={lastRound.winSatang} />
      ) : (
        <p className={styles.message}>{t('house.baccarat.idle')}</p>
      )}
      <BaccaratSidePicker value={side} onChange={setSide} disabled={isLoading} />
      <BetChips betsSatang={BACCARAT_BETS_SATANG} valueSatang={betSatang} onChange={setBetSatang} disabled={isLoading} />
      <ActionFailure message={failure} />
      <Button size="large" isFullWidth isLoading={isLoading} onClick={() => void deal()}>
        {t('house.baccarat.deal')}
      </Button>
    </section>
  );
}
