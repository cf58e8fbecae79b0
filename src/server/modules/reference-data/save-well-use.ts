import type { z } from 'zod';
import type { saveWellUseRequestSchema } from '../../../shared/contracts/reference-data';
import { wellUses } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { saveReferenceRecord, type ReferenceRecordKind } from './save-reference-record';

const WELL_USE: ReferenceRecordKind<typeof wellUses> = {
  table: wellUses,
  entity: 'well-use',
  noun: 'Well use',
  uniqueCode: {
    column: wellUses.wellUseId,
    label: 'Well-Use Id',
    constraint: 'well_uses_well_use_id_unique',
    read: (values) => values.wellUseId,
  },
  foreignKeys: {
    well_uses_well_use_category_id_well_use_categories_id_fk: {
      field: 'wellUseCategoryId',
      message: 'The chosen category does not exist.',
    },
  },
};

export function saveWellUse(
  context: AppContext,
  caller: Caller,
  { id, ...values }: z.output<typeof saveWellUseRequestSchema>,
) {
  return saveReferenceRecord(context, caller, WELL_USE, id, values);
}
