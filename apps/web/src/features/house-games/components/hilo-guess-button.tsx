import { useTranslation } from 'react-i18next';
import { stepMultiplierBps, winningRanks, type HiloChoice } from '@app/contract/house-games/hilo';
import { formatChancePercent, formatMultiplierBps } from '../odds-text';
import styles from './hilo-game.module.css';

const RANKS = 13;

interface HiloGuessButtonProps {
  choice: HiloChoice;
  /** The rank of the card on show, which sets the odds of the guess. */
  rank: number;
  disabled: boolean;
  onGuess: (choice: HiloChoice) => void;
}

/** A guess with what it pays and how likely it is, so the player sees the price before pressing. */
export function HiloGuessButton({ choice, rank, disabled, onGuess }: HiloGuessButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${styles.guess} ${styles[choice]}`}
      disabled={disabled}
      onClick={() => {
        onGuess(choice);
      }}
    >
      <span className={styles.guessName}>
        <span aria-hidden="true">{choice === 'higher' ? '▲' : '▼'}</span> {t(`house.hilo.${choice}`)}
      </span>
      <span className={styles.guessOdds}>
        {t('house.hilo.stepMultiplier', { multiplier: formatMultiplierBps(stepMultiplierBps(rank, choice)) })}
        {' · '}
        {t('house.hilo.chance', { percent: formatChancePercent(winningRanks(rank, choice), RANKS) })}
      </span>
    </button>
  );
}
