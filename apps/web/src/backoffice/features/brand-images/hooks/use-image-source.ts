import { brandImageIdOf } from '@app/contract/brand-images';
import { skipToken } from '@reduxjs/toolkit/query';
import { resolveImageUrl } from '@/lib/image-url';
import { useGetBrandImagePreviewQuery } from '../api/get-brand-image-preview';

export interface ImageSource {
  /** Null while an uploaded image is still loading or when there is nothing to show. */
  src: string | null;
  isLoading: boolean;
}

/**
 * Where the console can show a configured path from. Addresses and site paths load as the member
 * site loads them; an uploaded image is read through the operator API, because its public
 * address answers only on the brand's own host name, which the console is rarely on.
 */
export function useImageSource(brandId: string, imageBaseUrl: string, path: string | null): ImageSource {
  const imageId = path === null ? null : brandImageIdOf(path);
  const preview = useGetBrandImagePreviewQuery(imageId === null ? skipToken : { brandId, imageId });
  if (path === null || path === '') return { src: null, isLoading: false };
  if (imageId === null) return { src: resolveImageUrl(imageBaseUrl, path), isLoading: false };
  return { src: preview.data?.dataUrl ?? null, isLoading: preview.isLoading };
}
