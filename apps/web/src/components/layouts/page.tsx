import { useEffect, type ReactNode } from 'react';
import { Image } from '../ui/image';
import { useBrand } from './brand-context';
import styles from './page.module.css';

interface PageProps {
  /** The page name; the document title becomes "<title> | <site name>". */
  title: string;
  /** Shows the title as the page heading as well. */
  isTitleShown?: boolean;
  /** Removes the default padding for screens that lay out edge to edge. */
  isFlush?: boolean;
  children: ReactNode;
}

/**
 * The wrapper of every screen: it sets the document title and lays the brand background across
 * the whole window. The background is fixed behind everything (z-index -1 in the page's root
 * stacking context), so the layouts around a page make no stacking context of their own. It is
 * drawn in place, not through a portal into <body>, so that the server draws it with the page
 * (server/draw-page.tsx): it is the largest paint of the landing pages.
 */
export function Page({ title, isTitleShown = false, isFlush = false, children }: PageProps) {
  const brand = useBrand();

  useEffect(() => {
    document.title = `${title} | ${brand.siteName}`;
  }, [title, brand.siteName]);

  return (
    <>
      <div className={styles.background} aria-hidden="true">
        <Image className={styles.backgroundImage} src={brand.images['home.normal.background']} alt="" isPlaceholderTextHidden />
        <div className={styles.backgroundShade} />
      </div>
      <div className={isFlush ? styles.flush : styles.page}>
        {isTitleShown ? <h1 className={styles.heading}>{title}</h1> : null}
        {children}
      </div>
    </>
  );
}
