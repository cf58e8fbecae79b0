import type { DbOrTx } from '../../db/client';
import { sortNaturally } from './read-reference-records';
import { selectWellUses } from './select-well-uses';

export async function listWellUses(db: DbOrTx) {
  const rows = await selectWellUses(db);
  return { message: 'OK', data: sortNaturally(rows, (wellUse) => wellUse.wellUseId) };
}
