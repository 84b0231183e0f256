import type { Game } from '@app/contract/games';
import { useTranslation } from 'react-i18next';
import { PhraseText } from '@/components/ui/phrase-text';
import { Spinner } from '@/components/ui/spinner';
import { GameArtwork } from './game-artwork';
import styles from './game-tile.module.css';

interface GameTileProps {
  game: Game;
  /** This game is being opened: the tile shows it and ignores taps. */
  isOpening: boolean;
  onOpen: (game: Game) => void;
}

/** One game of a grid: its picture, a HOT badge when the brand flags it, and its name. A tap opens it. */
export function GameTile({ game, isOpening, onOpen }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={styles.tile}
        onClick={() => {
          onOpen(game);
        }}
        aria-busy={isOpening || undefined}
        aria-disabled={isOpening || undefined}
        data-testid="game-tile"
        data-game-code={game.code}
      >
        <span className={styles.art}>
          <GameArtwork game={game} />
          {game.isHot ? (
            <span className={styles.hot} data-testid="game-hot-badge">
              {t('games.hot')}
            </span>
          ) : null}
          {isOpening ? (
            <span className={styles.busy}>
              <Spinner size={28} />
              <span className={styles.busyText}>{t('games.opening')}</span>
            </span>
          ) : null}
        </span>
        <span className={styles.name}>
          {/* One box for the phrases, so the grid that centres them does not stack each on its own line. */}
          <span>
            <PhraseText text={game.name} />
          </span>
        </span>
      </button>
    </li>
  );
}
