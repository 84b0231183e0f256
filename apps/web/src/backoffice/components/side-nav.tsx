import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navItemsFor } from '../nav-items';
import { useOperator } from '../session/use-operator';
import styles from './side-nav.module.css';

/**
 * The console's menu links, with only the screens the operator's role may use. `onNavigate` runs
 * on a tap of any link, the current screen's too: in the phone's drawer it means the operator is
 * done with the menu.
 */
export function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('backoffice');
  const operator = useOperator();
  return (
    <ul className={styles.list}>
      {navItemsFor(operator.role).map(({ to, labelKey, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)} onClick={onNavigate}>
            <Icon size={20} />
            <span>{t(labelKey)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The console's menu as the left column of a wide screen (on a phone the drawer holds the links). */
export function SideNav() {
  const { t } = useTranslation('backoffice');
  return (
    <nav aria-label={t('nav.label')}>
      <SideNavLinks />
    </nav>
  );
}
