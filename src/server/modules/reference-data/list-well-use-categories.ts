import { wellUseCategories } from '../../db/schema';
import type { AppContext } from '../context';
import { listReferenceRecords } from './read-reference-records';

export function listWellUseCategories(context: AppContext) {
  return listReferenceRecords(context.database.db, wellUseCategories, (category) => category.description);
}
