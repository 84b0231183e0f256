import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './drawer-links.module.css';

export interface DrawerLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

interface DrawerLinksProps {
  links: readonly DrawerLink[];
  /** A small heading above the group, for a menu with more than one. */
  heading?: string;
  /** Closes the drawer: a tap on a link, even the current page's, means the member is done with the menu. */
  onNavigate: () => void;
}

/** One group of a drawer's page links; the current page is marked. */
export function DrawerLinks({ links, heading, onNavigate }: DrawerLinksProps) {
  return (
    <div className={styles.group}>
      {heading ? <p className={styles.heading}>{heading}</p> : null}
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
              {link.icon ? <span className={styles.icon}>{link.icon}</span> : null}
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
