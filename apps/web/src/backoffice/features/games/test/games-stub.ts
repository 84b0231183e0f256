import type { AdminGame, AdminGameProvider } from '@app/contract/admin-settings';
import type { OperatorRole } from '@app/contract/admin';
import { screen } from '@testing-library/react';
import type { StubbedError } from '@/test/deposit-stub';
import { jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { collectionOf, stubCollections } from '@/backoffice/test/collection-stub';
import { adminOperator, financeOperator, storeOperatorForTest, supportOperator } from '@/backoffice/test/console-stub';

const OPERATORS = { admin: adminOperator, finance: financeOperator, support: supportOperator };
export const PG_ID = '6c5b4a39-2817-4f6e-9d5c-4b3a29180716';

/** A provider as the API lists it: `secretLastFour` is filled in so a test can prove it is never shown. */
export function createProvider(overrides: Partial<AdminGameProvider> = {}): AdminGameProvider {
  return {
    id: PG_ID,
    code: 'PGSOFT',
    name: 'PG Soft',
    walletType: 'seamless',
    protocol: 'generic',
    launchUrl: 'https://games.example/launch',
    isEnabled: true,
    hasSecret: true,
    secretLastFour: 'wxyz',
    gameCount: 2,
    ...overrides,
  };
}

export function createGame(overrides: Partial<AdminGame> = {}): AdminGame {
  return {
    id: crypto.randomUUID(),
    providerId: PG_ID,
    providerCode: 'PGSOFT',
    category: 'casino',
    code: 'mahjong-ways',
    name: 'Mahjong Ways',
    imageKey: '',
    isHot: false,
    isEnabled: true,
    sortOrder: 10,
    ...overrides,
  };
}

export interface GamesStubOptions {
  providers?: AdminGameProvider[];
  games?: AdminGame[];
  refuseProviders?: (method: string) => StubbedError | null;
  refuseGames?: (method: string, body: Record<string, unknown>) => StubbedError | null;
  /** Holds each game call until the promise settles. */
  holdGames?: (method: string) => Promise<void>;
}

/** Opens /backoffice/games as an operator of the role, over in-memory providers and games. */
export async function openGames(role: OperatorRole, options: GamesStubOptions = {}, path = '/backoffice/games') {
  storeOperatorForTest(OPERATORS[role]);
  const providers = options.providers ?? [];
  const games = options.games ?? [];
  const stub = stubCollections([
    collectionOf<AdminGameProvider>({
      name: 'game-providers',
      rows: providers,
      // As the API does: the secret is taken, and only whether one is set is answered.
      create: (body) => createProvider({ id: crypto.randomUUID(), code: String(body.code), name: String(body.name), gameCount: 0, secretLastFour: '' }),
      change: (row, body) => ({
        ...row,
        ...(typeof body.name === 'string' ? { name: body.name } : {}),
        ...(typeof body.isEnabled === 'boolean' ? { isEnabled: body.isEnabled } : {}),
      }),
      refuse: (method) => options.refuseProviders?.(method) ?? null,
    }),
    collectionOf<AdminGame>({
      name: 'games',
      rows: games,
      create: () => createGame(),
      refuse: (method, body) => options.refuseGames?.(method, body) ?? null,
      before: async (method) => {
        await options.holdGames?.(method);
      },
      list: (url, rows) => {
        const providerId = url.searchParams.get('providerId');
        // The server's match: part of the name or code, in any letter case.
        const text = url.searchParams.get('q')?.toLowerCase() ?? '';
        const category = url.searchParams.get('category');
        const found = rows.filter(
          (game) =>
            (!providerId || game.providerId === providerId) &&
            (!category || game.category === category) &&
            (!text || `${game.name} ${game.code}`.toLowerCase().includes(text)),
        );
        const page = Number(url.searchParams.get('page') ?? '1');
        const pageSize = Number(url.searchParams.get('pageSize') ?? '100');
        // As the API does: the categories are every one the brand's games use, whatever the filters.
        const categories = [...new Set(rows.map((game) => game.category))].sort();
        return jsonResponse(200, { data: found.slice((page - 1) * pageSize, page * pageSize), meta: { page, pageSize, total: found.length, categories } });
      },
    }),
  ]);
  const rendered = renderAppAt(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...stub, ...rendered, providers, games };
}
