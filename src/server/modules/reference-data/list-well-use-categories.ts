import { wellUseCategories } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { listReferenceRecords } from './read-reference-records';

export function listWellUseCategories(db: DbOrTx) {
  return listReferenceRecords(db, wellUseCategories, (category) => category.description);
}
