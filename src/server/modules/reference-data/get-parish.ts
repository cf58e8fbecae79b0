import { parishes } from '../../db/schema';
import type { AppContext } from '../context';
import { findReferenceRecord } from './read-reference-records';

export function getParish(context: AppContext, id: number) {
  return findReferenceRecord(context.database.db, parishes, 'Parish', id);
}
