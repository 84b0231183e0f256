import { Image } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import { useImageSource } from '../hooks/use-image-source';
import styles from './brand-images.module.css';

interface BrandImagePreviewProps {
  brandId: string;
  imageBaseUrl: string;
  /** The configured path; null or empty shows the "not found" placeholder. */
  path: string | null;
  alt: string;
  isLarge?: boolean;
}

/** A configured image as the member site would show it, in a fixed box so rows line up. */
export function BrandImagePreview({ brandId, imageBaseUrl, path, alt, isLarge = false }: BrandImagePreviewProps) {
  const source = useImageSource(brandId, imageBaseUrl, path);
  return <PreviewBox src={source.src} alt={alt} isLoading={source.isLoading} isLarge={isLarge} />;
}

/** The box itself, also used for a chosen file that is not saved yet. */
export function PreviewBox({ src, alt, isLoading = false, isLarge = false }: { src: string | null; alt: string; isLoading?: boolean; isLarge?: boolean }) {
  return (
    <div className={[styles.previewBox, isLarge ? styles.previewLarge : undefined].filter(Boolean).join(' ')} data-testid="brand-image-preview">
      {isLoading ? (
        <Skeleton height="100%" />
      ) : (
        <Image src={src} alt={alt} className={src ? styles.previewImage : styles.previewPlaceholder} isPlaceholderTextHidden={!isLarge} />
      )}
    </div>
  );
}
