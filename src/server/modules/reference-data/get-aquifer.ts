import { aquifers } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { findReferenceRecord } from './read-reference-records';

export function getAquifer(db: DbOrTx, id: number) {
  return findReferenceRecord(db, aquifers, 'Aquifer', id);
}
