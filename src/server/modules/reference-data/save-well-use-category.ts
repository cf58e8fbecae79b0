import type { z } from 'zod';
import type { saveWellUseCategoryRequestSchema } from '../../../shared/contracts/reference-data';
import { wellUseCategories } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { saveReferenceRecord, type ReferenceRecordKind } from './save-reference-record';

const WELL_USE_CATEGORY: ReferenceRecordKind<typeof wellUseCategories> = {
  table: wellUseCategories,
  entity: 'well-use-category',
  noun: 'Well-use category',
};

export function saveWellUseCategory(
  context: AppContext,
  caller: Caller,
  { id, ...values }: z.output<typeof saveWellUseCategoryRequestSchema>,
) {
  return saveReferenceRecord(context, caller, WELL_USE_CATEGORY, id, values);
}
