import type { z } from 'zod';
import type { saveWellUseRequestSchema } from '../../../shared/contracts/reference-data';
import { wellUses } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { saveReferenceRecord, type ReferenceRecordKind } from './save-reference-record';

const WELL_USE: ReferenceRecordKind<typeof wellUses> = {
  table: wellUses,
  entity: 'well-use',
  noun: 'Well use',
  operation: 'save-well-use',
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
  db: DbOrTx,
  caller: Caller,
  { id, ...values }: z.output<typeof saveWellUseRequestSchema>,
  requestKey?: string,
) {
  return saveReferenceRecord(db, caller, WELL_USE, { id, requestKey }, values);
}
