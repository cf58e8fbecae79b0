import { aquifers } from '../../db/schema';
import type { AppContext } from '../context';
import { findReferenceRecord } from './read-reference-records';

export function getAquifer(context: AppContext, id: number) {
  return findReferenceRecord(context.database.db, aquifers, 'Aquifer', id);
}
