import { wellUseCategories } from '../../db/schema';
import type { AppContext } from '../context';
import { findReferenceRecord } from './read-reference-records';

export function getWellUseCategory(context: AppContext, id: number) {
  return findReferenceRecord(context.database.db, wellUseCategories, 'Well-use category', id);
}
