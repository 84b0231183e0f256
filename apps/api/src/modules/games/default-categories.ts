import { DEFAULT_GAME_CATEGORY } from '@app/contract/games';
import type { Database } from '../../db/client';
import { insertCategories } from './games.repo';

const CATEGORY_NAMES: [code: string, nameTh: string][] = [
  ['sport', 'กีฬา'],
  ['casino', 'คาสิโน'],
  ['fishing', 'ยิงปลา'],
  ['card', 'เกมไพ่'],
  ['lotto', 'หวย'],
  ['hot', 'เกมฮิต'],
];

/** A new brand shows the specification's six categories, sport first. */
export function insertDefaultCategories(db: Database, brandId: string): Promise<void> {
  return insertCategories(
    db,
    CATEGORY_NAMES.map(([code, name], index) => ({ brandId, code, name, sortOrder: index, isDefault: code === DEFAULT_GAME_CATEGORY })),
  );
}
