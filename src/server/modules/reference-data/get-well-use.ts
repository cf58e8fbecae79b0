import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import { selectWellUses } from './select-well-uses';

export async function getWellUse(context: AppContext, id: number) {
  const [wellUse] = await selectWellUses(context.database.db, id);
  if (!wellUse) throw new NotFoundError('Well use not found.');
  return { message: 'OK', data: wellUse };
}
