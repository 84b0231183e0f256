import type { ReactNode } from 'react';
import styles from './column.module.css';

export function Column({ header, footer, children }: { header?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.column}>
      {header}
      <main id="main-content" className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
