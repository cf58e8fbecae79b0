import type { AppContext } from '../context';
import { sortNaturally } from './read-reference-records';
import { selectWellUses } from './select-well-uses';

export async function listWellUses(context: AppContext) {
  const rows = await selectWellUses(context.database.db);
  return { message: 'OK', data: sortNaturally(rows, (wellUse) => wellUse.wellUseId) };
}
