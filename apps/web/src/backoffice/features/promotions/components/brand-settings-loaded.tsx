import type { BrandSettings } from '@app/contract/admin-settings';
import type { ReactNode } from 'react';
import { useGetPromotionSettingsQuery } from '../api/get-promotion-settings';
import { FormSkeleton } from './form-skeleton';
import { Loaded } from './loaded';

interface BrandSettingsLoadedProps {
  brandId: string;
  loadErrorTitle: string;
  /** How many fields the skeleton shows while the settings load. */
  fields: number;
  children: (settings: BrandSettings) => ReactNode;
}

/**
 * A tab whose forms start from the brand's settings, read once and again when the window regains
 * focus. The forms keep their own values, so a background refresh never overwrites typing.
 */
export function BrandSettingsLoaded({ brandId, loadErrorTitle, fields, children }: BrandSettingsLoadedProps) {
  const { data, error, isFetching, refetch } = useGetPromotionSettingsQuery(brandId, { refetchOnFocus: true });
  return (
    <Loaded
      data={data}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      loadErrorTitle={loadErrorTitle}
      skeleton={<FormSkeleton fields={fields} />}
    >
      {children}
    </Loaded>
  );
}
