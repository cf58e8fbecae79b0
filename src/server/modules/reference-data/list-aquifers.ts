import { aquifers } from '../../db/schema';
import type { AppContext } from '../context';
import { listReferenceRecords } from './read-reference-records';

export function listAquifers(context: AppContext) {
  return listReferenceRecords(context.database.db, aquifers, (aquifer) => aquifer.aquiferId);
}
