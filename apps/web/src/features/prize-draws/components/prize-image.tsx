import { useBrand } from '@/components/layouts/brand-context';
import { Image } from '@/components/ui/image';
import { resolveImageUrl } from '@/lib/image-url';

/** A prize's picture, from the brand's images; nothing at all when the prize has none. */
export function PrizeImage({ path, className }: { path: string; className?: string }) {
  const brand = useBrand();
  if (!path) return null;
  return <Image src={resolveImageUrl(brand.imageBaseUrl, path)} alt="" className={className} isPlaceholderTextHidden fallback={null} />;
}
