import type { AdminGameProvider } from '@app/contract/admin-settings';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusChip } from '@/components/ui/status-chip';
import tableStyles from '@/backoffice/components/data-table.module.css';

/** One provider: whether a secret is set, never any of it (not even the last characters the API offers). */
export function ProviderRow({ provider, onEdit }: { provider: AdminGameProvider; onEdit: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <tr data-testid="provider-row" data-provider-id={provider.id}>
      <td>{provider.name}</td>
      <td className={tableStyles.mono}>{provider.code}</td>
      <td>
        <StatusChip tone={provider.isEnabled ? 'success' : 'neutral'} label={t(provider.isEnabled ? 'games.providers.enabled' : 'games.providers.disabled')} />
      </td>
      <td data-testid="provider-secret">
        <StatusChip
          tone={provider.hasSecret ? 'success' : 'danger'}
          label={t(provider.hasSecret ? 'games.providers.secretSet' : 'games.providers.secretMissing')}
        />
      </td>
      <td className={tableStyles.numeric}>{t('games.providers.gameCount', { count: provider.gameCount })}</td>
      <td>
        <Button size="small" variant="secondary" aria-label={t('games.providers.editFor', { name: provider.name })} onClick={onEdit}>
          {t('games.providers.edit')}
        </Button>
      </td>
    </tr>
  );
}
