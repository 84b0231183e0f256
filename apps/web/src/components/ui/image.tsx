import { useState, type CSSProperties, type ImgHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './image.module.css';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string | null | undefined;
  /** Required: an empty string marks a decorative image. */
  alt: string;
  /** Hides the "not found" text when the box is too small to hold it. */
  isPlaceholderTextHidden?: boolean;
  /** Shown instead of the generic placeholder, when something better can stand in (a game's name). */
  fallback?: ReactNode;
};

/**
 * The one image element of the app. Brand images come from the operator's configuration and may
 * be missing or broken; the layout must not collapse, so a sized placeholder takes their place.
 */
export function Image({ src, alt, className, style, width, height, isPlaceholderTextHidden, fallback, ...rest }: ImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasFailed = !src || failedSrc === src;

  if (hasFailed && fallback !== undefined) return fallback;
  if (hasFailed) {
    const boxStyle: CSSProperties = { width, height, ...style };
    return (
      <span
        className={[styles.placeholder, className].filter(Boolean).join(' ')}
        style={boxStyle}
        role="img"
        aria-label={alt || t('image.notFound')}
        data-testid="image-placeholder"
      >
        <svg className={styles.placeholderIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2.5" />
          <circle cx="9" cy="10" r="1.8" />
          <path d="m4 18 5.5-5.5 4 4L16 14l4 4M3 3l18 18" />
        </svg>
        {isPlaceholderTextHidden ? null : <span className={styles.placeholderText}>{t('image.notFound')}</span>}
      </span>
    );
  }

  return (
    <img
      src={src}
      alt={alt}
      className={className}
      style={style}
      width={width}
      height={height}
      decoding="async"
      onError={() => {
        setFailedSrc(src);
      }}
      {...rest}
    />
  );
}
