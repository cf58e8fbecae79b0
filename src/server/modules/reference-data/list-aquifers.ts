import { aquifers } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { listReferenceRecords } from './read-reference-records';

export function listAquifers(db: DbOrTx) {
  return listReferenceRecords(db, aquifers, (aquifer) => aquifer.aquiferId);
}
