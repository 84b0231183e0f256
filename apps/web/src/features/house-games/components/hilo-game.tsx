import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@app/contract/house-games/api';
import { HILO_BETS_SATANG, HILO_CHOICES, hiloPayout, type HiloChoice } from '@app/contract/house-games/hilo';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { useCashOutHiloMutation } from '../api/cash-out-hilo';
import { useGuessHiloMutation } from '../api/guess-hilo';
import { useStartHiloMutation } from '../api/start-hilo';
import { usePlayAction } from '../hooks/use-play-action';
import type { ReadyPlaySession } from '../hooks/use-play-session';
import { hiloDetailOf } from '../round-detail';
import { ActionFailure } from './action-failure';
import { BetChips } from './bet-chips';
import { HiloCards } from './hilo-cards';
import { HiloGuessButton } from './hilo-guess-button';
import { HiloStatus } from './hilo-status';
import styles from './game-board.module.css';
import hiloStyles from './hilo-game.module.css';

/**
 * ไพ่สูงต่ำ: a stake, then guess after guess until the player cashes out or guesses wrong. An open
 * round lives on the server, so a reload (or another tab) picks it up from the play state.
 */
export function HiloGame({ session }: { session: ReadyPlaySession }) {
  const { t } = useTranslation();
  const [betSatang, setBetSatang] = useState<number>(HILO_BETS_SATANG[0]);
  const [lastRound, setLastRound] = useState<HouseRound | null>(null);
  const [startHilo, startState] = useStartHiloMutation();
  const [guessHilo, guessState] = useGuessHiloMutation();
  const [cashOutHilo, cashOutState] = useCashOutHiloMutation();
  const { run, failure } = usePlayAction(session.endSession);
  const { playToken } = session;

  const round = session.state.openRound ?? lastRound;
  const detail = hiloDetailOf(round);
  const isOpen = round?.status === 'placed' && detail !== null;
  const canGuess = isOpen && detail.hiloStatus === 'open';
  const isBusy = startState.isLoading || guessState.isLoading || cashOutState.isLoading;
  const currentRank = detail?.cards.at(-1)?.rank ?? 1;

  const play = async (action: () => Promise<{ round: HouseRound }>) => {
    const result = await run(action);
    if (result) setLastRound(result.round);
  };
  const start = () => play(() => startHilo({ playToken, betSatang }).unwrap());
  const guess = (choice: HiloChoice) => play(() => guessHilo({ playToken, choice }).unwrap());
  const cashOut = () => play(() => cashOutHilo({ playToken }).unwrap());

  return (
    <section className={styles.board} aria-label={t('house.games.house-hilo')}>
      <div className={hiloStyles.table}>
        <HiloCards cards={detail?.cards ?? []} isLost={detail?.hiloStatus === 'lost'} />
      </div>
      <HiloStatus round={round} />
      <ActionFailure message={failure} />
      {isOpen ? (
        <>
          <div className={hiloStyles.guesses} role="group" aria-label={t('house.hilo.guessLabel')}>
            {HILO_CHOICES.map((choice) => (
              <HiloGuessButton key={choice} choice={choice} rank={currentRank} disabled={!canGuess || isBusy} onGuess={(picked) => void guess(picked)} />
            ))}
          </div>
          <Button size="large" variant="secondary" isFullWidth isLoading={cashOutState.isLoading} disabled={isBusy} onClick={() => void cashOut()}>
            {t('house.hilo.cashOut', { amount: formatBaht(hiloPayout(round.betSatang, detail.multiplierBps)) })}
          </Button>
        </>
      ) : (
        <>
          <BetChips betsSatang={HILO_BETS_SATANG} valueSatang={betSatang} onChange={setBetSatang} disabled={isBusy} />
          <Button size="large" isFullWidth isLoading={startState.isLoading} onClick={() => void start()}>
            {t('house.hilo.start')}
          </Button>
        </>
      )}
    </section>
  );
}
