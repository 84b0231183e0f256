import styles from './skeleton.module.css';

/** A shimmering block that holds the place of content that is still loading. */
export function Skeleton({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}
