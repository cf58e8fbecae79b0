import type { z } from 'zod';
import type { saveParishRequestSchema } from '../../../shared/contracts/reference-data';
import { parishes } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { saveReferenceRecord, type ReferenceRecordKind } from './save-reference-record';

const PARISH: ReferenceRecordKind<typeof parishes> = {
  table: parishes,
  entity: 'parish',
  noun: 'Parish',
  operation: 'save-parish',
  uniqueCode: {
    column: parishes.parishId,
    label: 'Parish Id',
    constraint: 'parishes_parish_id_unique',
    read: (values) => values.parishId,
  },
};

export function saveParish(
  db: DbOrTx,
  caller: Caller,
  { id, ...values }: z.output<typeof saveParishRequestSchema>,
  requestKey?: string,
) {
  return saveReferenceRecord(db, caller, PARISH, { id, requestKey }, values);
}
