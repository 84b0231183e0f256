import { useMemo } from 'react';
import { useGetGameNamesQuery } from '../api/get-game-names';
import { useGetGameProvidersQuery } from '../api/get-game-providers';

/** Names for the codes a play history holds; undefined for a code the catalogue does not list. */
export interface GameLabels {
  gameName: (providerCode: string, gameCode: string) => string | undefined;
  providerName: (providerCode: string) => string | undefined;
}

/**
 * The catalogue's names, for screens that show game and provider codes from elsewhere. Until the
 * catalogue arrives, or if it fails, every lookup is undefined and the codes are shown: the
 * history itself matters more than its labels.
 */
export function useGameLabels(): GameLabels {
  const { data: games } = useGetGameNamesQuery();
  const { data: providers } = useGetGameProvidersQuery();
  return useMemo(() => {
    const gameNames = new Map((games ?? []).map((game) => [`${game.providerCode}/${game.code}`, game.name]));
    const providerNames = new Map((providers ?? []).map((provider) => [provider.code, provider.name]));
    return {
      gameName: (providerCode, gameCode) => gameNames.get(`${providerCode}/${gameCode}`),
      providerName: (providerCode) => providerNames.get(providerCode),
    };
  }, [games, providers]);
}
