/** The brand's game providers, or one of them: `/api/admin/brands/{brandId}/game-providers[/{id}]`. */
export function gameProvidersPath(brandId: string, providerId?: string): string {
  const base = `/api/admin/brands/${encodeURIComponent(brandId)}/game-providers`;
  return providerId ? `${base}/${encodeURIComponent(providerId)}` : base;
}

/** The brand's games, or one of them: `/api/admin/brands/{brandId}/games[/{id}]`. */
export function gamesPath(brandId: string, gameId?: string): string {
  const base = `/api/admin/brands/${encodeURIComponent(brandId)}/games`;
  return gameId ? `${base}/${encodeURIComponent(gameId)}` : base;
}

/** The brand's aggregator connections: `/api/admin/brands/{brandId}/aggregators[/...]`. */
export function aggregatorsPath(brandId: string, ...rest: string[]): string {
  return [`/api/admin/brands/${encodeURIComponent(brandId)}/aggregators`, ...rest.map(encodeURIComponent)].join('/');
}
