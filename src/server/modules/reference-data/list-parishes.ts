import { parishes } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { listReferenceRecords } from './read-reference-records';

export function listParishes(db: DbOrTx) {
  return listReferenceRecords(db, parishes, (parish) => parish.parishId);
}
