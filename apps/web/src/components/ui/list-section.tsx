import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';
import styles from './list-section.module.css';

interface ListSectionProps {
  /** Ties the heading to the section for screen readers; needed when there is a title. */
  titleId?: string;
  title?: string;
  /** A link beside the title, such as "ดูประวัติทั้งหมด". */
  link?: { to: string; label: string };
  testId?: string;
  children: ReactNode;
}

/** A titled block holding one list and its loading, empty or error state. */
export function ListSection({ titleId, title, link, testId, children }: ListSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={title ? titleId : undefined} data-testid={testId}>
      {title ? (
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {link ? (
            <Link to={link.to} className={styles.link}>
              {link.label}
              <ChevronRightIcon size={16} />
            </Link>
          ) : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
