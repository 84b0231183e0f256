import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../ui/icons';
import styles from './menu-button.module.css';

interface MenuButtonProps {
  /** The id of the drawer it opens. */
  controls: string;
  isMenuOpen: boolean;
  onMenuOpen: () => void;
  /** The button's name; the member site's by default (the console passes its own language's). */
  label?: string;
  className?: string;
}

/** The top bar's button that opens the side menu. */
export function MenuButton({ controls, isMenuOpen, onMenuOpen, label, className }: MenuButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      onClick={onMenuOpen}
      aria-label={label ?? t('nav.openMenu')}
      aria-expanded={isMenuOpen}
      aria-controls={controls}
    >
      <MenuIcon />
    </button>
  );
}
