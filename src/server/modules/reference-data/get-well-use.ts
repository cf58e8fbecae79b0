import { NotFoundError } from '../../errors';
import type { DbOrTx } from '../../db/client';
import { selectWellUses } from './select-well-uses';

export async function getWellUse(db: DbOrTx, id: number) {
  const [wellUse] = await selectWellUses(db, id);
  if (!wellUse) throw new NotFoundError('Well use not found.');
  return { message: 'OK', data: wellUse };
}
