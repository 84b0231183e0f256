import { useSelector } from 'react-redux';
import type { BrandSummary } from '@app/contract/admin';
import { injectedOperatorSession } from '../install-backoffice-store';
import { useListBrandsQuery } from './list-brands-api';

const { selectChosenBrandId } = injectedOperatorSession.selectors;

/**
 * The brand the console works on: the operator's last choice while it still exists, otherwise the
 * brand of the host name the console is opened on (an operator at brand2's address means brand2),
 * otherwise the first brand. Null until the brand list has loaded, so no screen asks for a brand
 * that is gone.
 */
export function useCurrentBrand(): BrandSummary | null {
  const chosenBrandId = useSelector(selectChosenBrandId);
  const { data: brands } = useListBrandsQuery();
  if (!brands) return null;
  const hostname = window.location.hostname.toLowerCase();
  return brands.find((brand) => brand.id === chosenBrandId) ?? brands.find((brand) => brand.hostnames.includes(hostname)) ?? brands[0] ?? null;
}

/** The id of the brand the console works on; see useCurrentBrand. */
export function useBrandId(): string | null {
  return useCurrentBrand()?.id ?? null;
}
