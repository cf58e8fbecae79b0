import { parishes } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { findReferenceRecord } from './read-reference-records';

export function getParish(db: DbOrTx, id: number) {
  return findReferenceRecord(db, parishes, 'Parish', id);
}
