import { wellUseCategories } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { findReferenceRecord } from './read-reference-records';

export function getWellUseCategory(db: DbOrTx, id: number) {
  return findReferenceRecord(db, wellUseCategories, 'Well-use category', id);
}
