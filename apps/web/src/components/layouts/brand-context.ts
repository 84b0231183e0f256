import { createContext, useContext } from 'react';
import type { ConfigurationKey } from '@app/contract/settings';

/**
 * What the layouts need to know about the current brand, already resolved to ready-to-use values.
 * The app builds it from the settings feature; layouts read it here so they stay feature-free.
 */
export interface Brand {
  siteName: string;
  accentColor: string;
  /** Full image URLs by configuration key; a missing key shows the image placeholder. */
  images: Partial<Record<ConfigurationKey, string>>;
  /** Where the brand's other images live (game artwork, for one); paths are relative to it. */
  imageBaseUrl: string;
  chatLinks: { main: string | null; backup: string | null };
  /** The client variant that gets the minimal public layout (search box and login link). */
  isMinimalLayout: boolean;
  /** The client variant whose bottom bar shows withdraw instead of media. */
  hasWithdrawSlot: boolean;
}

export const BrandContext = createContext<Brand | null>(null);

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside a BrandContext provider');
  return brand;
}
