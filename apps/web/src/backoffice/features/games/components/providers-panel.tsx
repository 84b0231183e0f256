import type { AdminGameProvider } from '@app/contract/admin-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useListGameProvidersQuery } from '../api/list-game-providers';
import { ProviderDialog } from './provider-dialog';
import { ProviderRow } from './provider-row';

/** The brand's game providers, with add and edit (the screen is admin-only, as are the writes). */
export function ProvidersPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  // Undefined while closed; null for a new provider.
  const [editing, setEditing] = useState<AdminGameProvider | null | undefined>(undefined);
  const { data: providers, error, isFetching, refetch } = useListGameProvidersQuery(brandId);

  const columns = (['name', 'code', 'state', 'secret', 'games', 'actions'] as const).map((column) => t(`games.providers.columns.${column}`));

  return (
    <>
      <ListPanel
        rows={providers}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        numericColumns={[4]}
        caption={(rows) => t('games.providers.count', { count: rows.length })}
        loadErrorTitle={t('games.providers.loadError')}
        emptyTitle={t('games.providers.empty')}
        emptyText={t('games.providers.emptyText')}
        testId="provider-table"
        action={
          <Button size="small" onClick={() => setEditing(null)}>
            {t('games.providers.add')}
          </Button>
        }
      >
        {(rows) => rows.map((provider) => <ProviderRow key={provider.id} provider={provider} onEdit={() => setEditing(provider)} />)}
      </ListPanel>
      {editing === undefined ? null : (
        <ProviderDialog
          brandId={brandId}
          provider={editing}
          onClose={() => setEditing(undefined)}
          onDone={(saved) => {
            showToast(t(editing ? 'games.providers.saved' : 'games.providers.created', { name: saved.name }), 'success');
            setEditing(undefined);
          }}
        />
      )}
    </>
  );
}
