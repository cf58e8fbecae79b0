import { parishes } from '../../db/schema';
import type { AppContext } from '../context';
import { listReferenceRecords } from './read-reference-records';

export function listParishes(context: AppContext) {
  return listReferenceRecords(context.database.db, parishes, (parish) => parish.parishId);
}
