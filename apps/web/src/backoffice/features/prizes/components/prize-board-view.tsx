import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPrizeOption } from '@app/contract/admin-loyalty';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useOperator } from '@/backoffice/session/use-operator';
import { useGetPrizeBoardQuery } from '../api/prize-board';
import { canEditPrizes } from '../prize-permissions';
import { PrizeOptionDialog } from './prize-option-dialog';
import { PrizeRows } from './prize-rows';
import { RemovePrizeDialog } from './remove-prize-dialog';

type OpenDialog = { kind: 'edit'; option: AdminPrizeOption | null } | { kind: 'remove'; option: AdminPrizeOption };

/**
 * One game's board: the options' table with the sum of the active weights every probability is
 * taken over, and the admin's dialogs.
 */
export function PrizeBoardView({ brandId, game }: { brandId: string; game: PrizeGame }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const canEdit = canEditPrizes(useOperator().role);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { data: board, error, isFetching, refetch } = useGetPrizeBoardQuery({ brandId, game });
  const columns = [
    t('prizes.columns.place'),
    t('prizes.columns.label'),
    t('prizes.columns.reward'),
    t('prizes.columns.weight'),
    t('prizes.columns.probability'),
    t('prizes.columns.status'),
    ...(canEdit ? [t('prizes.columns.actions')] : []),
  ];
  const close = () => setDialog(null);

  return (
    <>
      <ListPanel
        rows={board?.options}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        numericColumns={[0, 3, 4]}
        caption={(options) => t('prizes.weightSum', { total: (board?.totalActiveWeight ?? 0).toLocaleString('en-US'), count: options.length })}
        loadErrorTitle={t(`prizes.${game}.loadError`)}
        emptyTitle={t(`prizes.${game}.empty`)}
        testId="prize-table"
        action={
          canEdit ? (
            <Button size="small" onClick={() => setDialog({ kind: 'edit', option: null })}>
              {t(`prizes.${game}.add`)}
            </Button>
          ) : null
        }
      >
        {(options) => (
          <PrizeRows
            options={options}
            onEdit={canEdit ? (option) => setDialog({ kind: 'edit', option }) : null}
            onRemove={canEdit ? (option) => setDialog({ kind: 'remove', option }) : null}
          />
        )}
      </ListPanel>
      {dialog?.kind === 'edit' ? (
        <PrizeOptionDialog
          brandId={brandId}
          game={game}
          option={dialog.option}
          onClose={close}
          onDone={(label) => {
            showToast(t('prizes.saved', { label }), 'success');
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemovePrizeDialog
          brandId={brandId}
          game={game}
          option={dialog.option}
          onClose={close}
          onDone={() => {
            showToast(t('prizes.removed', { label: dialog.option.label }), 'success');
            close();
          }}
        />
      ) : null}
    </>
  );
}
