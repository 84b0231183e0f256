import type { ConfigurationKey } from '@app/contract/settings';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { useBrandId } from '@/backoffice/brands/use-current-brand';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useOperator } from '@/backoffice/session/use-operator';
import { useGetBrandConfigurationQuery } from '../api/get-brand-configuration';
import { BrandImagesTable } from './brand-images-table';
import { ChangeImageDialog } from './change-image-dialog';
import styles from './brand-images.module.css';

/**
 * The brand's configuration images (logo, backgrounds, menu buttons) with their previews. Every
 * role may look; only admin may change them, as the API allows.
 */
export function BrandImagesPanel() {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const brandId = useBrandId();
  const canChange = useOperator().role === 'admin';
  const configuration = useGetBrandConfigurationQuery(brandId ?? skipToken);
  const [editingKey, setEditingKey] = useState<ConfigurationKey | null>(null);
  const [savedKey, setSavedKey] = useState<ConfigurationKey | null>(null);
  const paths = useMemo(() => new Map(configuration.data?.data.map((entry) => [entry.key, entry.value.data.path])), [configuration.data]);
  const columns = [t('brandImages.columns.image'), t('brandImages.columns.preview'), t('brandImages.columns.path')];

  const body = () => {
    if (!brandId || configuration.isLoading) return <TableSkeleton columns={columns} rows={4} />;
    if (!configuration.data) {
      return (
        <LoadError
          title={t('brandImages.loadFailed')}
          message={errorText(configuration.error)}
          onRetry={() => void configuration.refetch()}
          isRetrying={configuration.isFetching}
        />
      );
    }
    return (
      <>
        {paths.size === 0 ? <EmptyState title={t('brandImages.noneSetTitle')} text={t('brandImages.noneSetText')} /> : null}
        <BrandImagesTable
          brandId={brandId}
          imageBaseUrl={configuration.data.imageBaseUrl}
          paths={paths}
          onChange={
            canChange
              ? (key) => {
                  setSavedKey(null);
                  setEditingKey(key);
                }
              : null
          }
        />
        {editingKey ? (
          <ChangeImageDialog
            brandId={brandId}
            imageBaseUrl={configuration.data.imageBaseUrl}
            imageKey={editingKey}
            label={t(`brandImages.keys.${editingKey}`)}
            currentPath={paths.get(editingKey) ?? null}
            onSaved={() => {
              setSavedKey(editingKey);
              setEditingKey(null);
            }}
            onClose={() => {
              setEditingKey(null);
            }}
          />
        ) : null}
      </>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="brand-images-heading" data-testid="brand-images-panel">
      <header className={styles.header}>
        <div>
          <h2 id="brand-images-heading" className={styles.heading}>
            {t('brandImages.title')}
          </h2>
          <p className={styles.intro}>{canChange ? t('brandImages.intro') : t('brandImages.adminOnly')}</p>
        </div>
        {brandId ? <RefreshButton onRefresh={() => void configuration.refetch()} isRefreshing={configuration.isFetching && !configuration.isLoading} /> : null}
      </header>
      {savedKey ? (
        <p className={styles.status} role="status">
          {t('brandImages.saved', { label: t(`brandImages.keys.${savedKey}`) })}
        </p>
      ) : null}
      {body()}
    </section>
  );
}
