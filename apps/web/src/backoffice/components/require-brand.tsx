import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useListBrandsQuery } from '../brands/list-brands-api';
import { useBrandId } from '../brands/use-current-brand';
import { useApiErrorText } from '../lib/use-api-error-text';

interface RequireBrandProps {
  /** What the screen shows while the brand list loads, such as its own skeleton. */
  loading: ReactNode;
  children: (brandId: string) => ReactNode;
}

/** Screens about one brand wait for the brand list, then get the brand the operator works on. */
export function RequireBrand({ loading, children }: RequireBrandProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const brandId = useBrandId();
  const { data: brands, error, isFetching, refetch } = useListBrandsQuery();
  if (brandId) return children(brandId);
  if (error && !brands) {
    return <LoadError title={t('header.brandsLoadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (brands) return <EmptyState title={t('header.noBrands')} />;
  return loading;
}
