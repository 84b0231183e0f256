import { useTranslation } from 'react-i18next';
import { SLOT_LINES, SLOT_REELS, SLOT_STRIPS } from '@app/contract/house-games/slot';
import { isSlotSymbol, winningCellsOf } from '../slot-cells';
import { SlotSymbolArt } from './slot-symbol';
import styles from './slot-grid.module.css';

/** Reels stop one after another, left to right, as on a real machine. */
const REEL_STAGGER_MS = 110;

interface SlotGridProps {
  /** grid[row][reel], exactly as the round's detail gives it. */
  grid: readonly (readonly string[])[];
  lineWins: readonly { line: number; count: number }[];
  isSpinning: boolean;
  /** Changes with every result, so the reels land again. */
  spinKey: string;
}

function SpinningStrip({ reel }: { reel: number }) {
  const strip = SLOT_STRIPS[reel] ?? [];
  // The strip twice over, so the loop of the animation has no seam.
  return (
    <div className={styles.strip} style={{ animationDelay: `${String(-reel * 70)}ms` }} aria-hidden="true">
      {[...strip, ...strip].map((symbol, index) => (
        <span key={index} className={styles.stripCell}>
          <SlotSymbolArt symbol={symbol} />
        </span>
      ))}
    </div>
  );
}

function WinLines({ lineWins }: { lineWins: SlotGridProps['lineWins'] }) {
  if (lineWins.length === 0) return null;
  return (
    <svg className={styles.lines} viewBox={`0 0 ${String(SLOT_REELS)} 3`} preserveAspectRatio="none" aria-hidden="true">
      {lineWins.map(({ line }) => (
        <polyline
          key={line}
          points={(SLOT_LINES[line] ?? []).map((row, reel) => `${String(reel + 0.5)},${String(row + 0.5)}`).join(' ')}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/** The 5x3 window of the slot: spinning strips while a spin is on its way, then exactly the round's grid. */
export function SlotGrid({ grid, lineWins, isSpinning, spinKey }: SlotGridProps) {
  const { t } = useTranslation();
  const winningCells = winningCellsOf(lineWins);
  return (
    <div className={styles.window} role="group" aria-label={t('house.slot.gridLabel')} aria-busy={isSpinning} data-testid="slot-grid">
      <div className={styles.reels}>
        {Array.from({ length: SLOT_REELS }, (_, reel) => (
          <div key={`${spinKey}-${String(reel)}`} className={styles.reel}>
            {isSpinning ? (
              <SpinningStrip reel={reel} />
            ) : (
              grid.map((row, rowIndex) => {
                const symbol = row[reel];
                if (!isSlotSymbol(symbol)) return null;
                const isWinning = winningCells.has(`${String(rowIndex)}:${String(reel)}`);
                return (
                  <span
                    key={rowIndex}
                    className={isWinning ? `${styles.cell} ${styles.winning}` : styles.cell}
                    style={{ animationDelay: `${String(reel * REEL_STAGGER_MS)}ms` }}
                    role="img"
                    aria-label={t(`house.slot.symbols.${symbol}`)}
                    data-testid="slot-cell"
                    data-symbol={symbol}
                    data-winning={isWinning || undefined}
                  >
                    <SlotSymbolArt symbol={symbol} />
                  </span>
                );
              })
            )}
          </div>
        ))}
        {isSpinning ? null : <WinLines lineWins={lineWins} />}
      </div>
    </div>
  );
}
