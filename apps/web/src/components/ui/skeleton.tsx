import styles from './skeleton.module.css';

/** A shimmering block that holds the place of content that is still loading. */
export function Skeleton({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}

/**
 * The place of a word still unknown inside a line of text (a member's name on a page drawn before
 * the session is read): the line keeps the height it has with the word in it.
 */
export function WordSkeleton({ width }: { width: string }) {
  return <span className={styles.word} style={{ width }} aria-hidden="true" />;
}
