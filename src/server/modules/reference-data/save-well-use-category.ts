import type { z } from 'zod';
import type { saveWellUseCategoryRequestSchema } from '../../../shared/contracts/reference-data';
import { wellUseCategories } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { saveReferenceRecord, type ReferenceRecordKind } from './save-reference-record';

const WELL_USE_CATEGORY: ReferenceRecordKind<typeof wellUseCategories> = {
  table: wellUseCategories,
  entity: 'well-use-category',
  noun: 'Well-use category',
  operation: 'save-well-use-category',
};

export function saveWellUseCategory(
  db: DbOrTx,
  caller: Caller,
  { id, ...values }: z.output<typeof saveWellUseCategoryRequestSchema>,
  requestKey?: string,
) {
  return saveReferenceRecord(db, caller, WELL_USE_CATEGORY, { id, requestKey }, values);
}
