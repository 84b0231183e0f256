import { useTranslation } from 'react-i18next';
import { MenuButton } from '@/components/layouts/menu-button';
import { BrandPicker } from '../brands/brand-picker';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { OperatorBadge } from './operator-badge';
import styles from './console-header.module.css';

interface ConsoleHeaderProps {
  /** The id of the phone's menu drawer, which the menu button opens. */
  menuId: string;
  isMenuOpen: boolean;
  onMenuOpen: () => void;
}

/**
 * The bar above every console screen: the brand being worked on, the language, who is signed in.
 * On a phone it keeps the menu button and the brand; the rest moves into the menu drawer.
 */
export function ConsoleHeader({ menuId, isMenuOpen, onMenuOpen }: ConsoleHeaderProps) {
  const { t } = useTranslation('backoffice');
  return (
    <header className={styles.header}>
      <MenuButton className={styles.menuButton} controls={menuId} isMenuOpen={isMenuOpen} onMenuOpen={onMenuOpen} label={t('header.openMenu')} />
      <BrandPicker />
      <div className={styles.end}>
        <LanguageSwitch />
        <div className={styles.operatorSlot}>
          <OperatorBadge />
        </div>
        <LogoutButton />
      </div>
    </header>
  );
}
