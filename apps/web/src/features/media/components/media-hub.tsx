import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsIcon, GiftIcon, PlayIcon, WheelIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './media-hub.module.css';

type HubEntry = 'wheel' | 'promotion' | 'movie' | 'flipCard';

const TILES: readonly { entry: HubEntry; to: string; icon: ReactNode }[] = [
  { entry: 'wheel', to: paths.auth.mediaWheel, icon: <WheelIcon size={34} /> },
  { entry: 'promotion', to: paths.auth.mediaPromotion, icon: <GiftIcon size={34} /> },
  { entry: 'movie', to: paths.auth.mediaMovie, icon: <PlayIcon size={34} /> },
  { entry: 'flipCard', to: paths.auth.mediaFlipCard, icon: <CardsIcon size={34} /> },
];

/** The activities page: four large tiles, one for each activity. */
export function MediaHub() {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} data-testid="media-hub">
      {TILES.map((tile) => (
        <li key={tile.entry}>
          <Link to={tile.to} className={`${styles.tile} ${styles[tile.entry]}`}>
            <span className={styles.icon}>{tile.icon}</span>
            <span className={styles.title}>{t(`media.hub.${tile.entry}.title`)}</span>
            <span className={styles.text}>{t(`media.hub.${tile.entry}.text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
