import type { Game } from '@app/contract/games';
import { useBrand } from '@/components/layouts/brand-context';
import { Image } from '@/components/ui/image';
import { PhraseText } from '@/components/ui/phrase-text';
import { chooseGameArtwork, type HouseArtworkKey } from '../game-artwork';
import { HouseBaccaratArt } from './house-art/house-baccarat-art';
import { HouseHiloArt } from './house-art/house-hilo-art';
import { HouseSlotArt } from './house-art/house-slot-art';
import styles from './game-artwork.module.css';

const HOUSE_ARTWORK: Record<HouseArtworkKey, typeof HouseSlotArt> = {
  'house-slot': HouseSlotArt,
  'house-baccarat': HouseBaccaratArt,
  'house-hilo': HouseHiloArt,
};

/** A game without a picture still looks like a tile: its name on the brand's colour. */
function GameNameArt({ name }: { name: string }) {
  return (
    <span className={styles.nameArt} data-testid="game-name-art">
      <span className={styles.nameArtText}>
        <PhraseText text={name} />
      </span>
    </span>
  );
}

/** The square picture of a game tile. The tile's label names the game, so the picture is decorative. */
export function GameArtwork({ game }: { game: Game }) {
  const brand = useBrand();
  const artwork = chooseGameArtwork(brand.imageBaseUrl, game.imageKey, game.thumbnailUrl);
  if (artwork.kind === 'house') {
    const HouseArt = HOUSE_ARTWORK[artwork.key];
    return <HouseArt className={styles.artwork} />;
  }
  if (artwork.kind === 'name') return <GameNameArt name={game.name} />;
  return <Image className={styles.artwork} src={artwork.url} alt="" loading="lazy" fallback={<GameNameArt name={game.name} />} />;
}
