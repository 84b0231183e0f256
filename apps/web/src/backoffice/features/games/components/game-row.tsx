import type { AdminGame } from '@app/contract/admin-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateGameRequestSchema } from '@app/contract/admin-settings';
import { GAME_CATEGORY_CODES } from '@app/contract/games';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useUpdateGameMutation, type GameChanges } from '../api/update-game';
import type { GamePageKey } from '../api/list-games';
import { SortOrderInput } from './sort-order-input';
import styles from './catalogue.module.css';

/** A whole number as the contract allows it, or null. */
function parseSortOrder(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return updateGameRequestSchema.shape.sortOrder.safeParse(Number(trimmed)).data ?? null;
}

/**
 * One game with its switches. Each change is saved at once; the row is disabled until the answer
 * comes, and a refusal puts the stored value back with the server's reason under the game.
 */
export function GameRow({ game, page }: { game: AdminGame; page: GamePageKey }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const [updateGame, { isLoading: isSaving }] = useUpdateGameMutation();
  const [error, setError] = useState<string | null>(null);

  // A category of the specification has its Thai name; one a provider brought along shows its code.
  const knownCategory = GAME_CATEGORY_CODES.find((code) => code === game.category);

  const save = async (changes: GameChanges) => {
    setError(null);
    try {
      await updateGame({ page, gameId: game.id, changes }).unwrap();
    } catch (refusal) {
      setError(t('games.catalogue.refused', { message: errorText(refusal) }));
    }
  };

  return (
    <tr data-testid="game-row" data-game-id={game.id} aria-busy={isSaving || undefined} className={isSaving ? styles.saving : undefined}>
      <td>
        <p className={styles.name}>{game.name}</p>
        <p className={`${tableStyles.muted} ${tableStyles.mono}`}>{game.code}</p>
        {error ? (
          <p className={styles.error} role="alert" data-testid="game-error">
            {error}
          </p>
        ) : null}
      </td>
      <td className={tableStyles.mono}>{game.providerCode}</td>
      <td>{knownCategory ? t(`games.catalogue.categories.${knownCategory}`) : game.category}</td>
      <td>
        <ToggleSwitch
          label={t('games.catalogue.enabledFor', { name: game.name })}
          isLabelHidden
          isOn={game.isEnabled}
          disabled={isSaving}
          onChange={(isEnabled) => void save({ isEnabled })}
        />
      </td>
      <td>
        <ToggleSwitch
          label={t('games.catalogue.hotFor', { name: game.name })}
          isLabelHidden
          isOn={game.isHot}
          disabled={isSaving}
          onChange={(isHot) => void save({ isHot })}
        />
      </td>
      <td>
        <SortOrderInput
          key={game.sortOrder}
          value={game.sortOrder}
          label={t('games.catalogue.sortOrderFor', { name: game.name })}
          disabled={isSaving}
          isInvalid={error !== null}
          onCommit={(text) => {
            const sortOrder = parseSortOrder(text);
            if (sortOrder === null) setError(t('games.catalogue.sortOrderInvalid'));
            else void save({ sortOrder });
          }}
        />
      </td>
    </tr>
  );
}
