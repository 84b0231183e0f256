import { useGetGameProvidersQuery, type GameProvider } from '../api/get-game-providers';

/** One provider of the brand by its code, with the state of the list it comes from. */
export function useGameProvider(providerCode: string) {
  const query = useGetGameProvidersQuery();
  const provider: GameProvider | null = query.data?.find((candidate) => candidate.code === providerCode) ?? null;
  return { ...query, provider };
}
