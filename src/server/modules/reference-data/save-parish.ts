import type { z } from 'zod';
import type { saveParishRequestSchema } from '../../../shared/contracts/reference-data';
import { parishes } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { saveReferenceRecord, type ReferenceRecordKind } from './save-reference-record';

const PARISH: ReferenceRecordKind<typeof parishes> = {
  table: parishes,
  entity: 'parish',
  noun: 'Parish',
  uniqueCode: {
    column: parishes.parishId,
    label: 'Parish Id',
    constraint: 'parishes_parish_id_unique',
    read: (values) => values.parishId,
  },
};

export function saveParish(
  context: AppContext,
  caller: Caller,
  { id, ...values }: z.output<typeof saveParishRequestSchema>,
) {
  return saveReferenceRecord(context, caller, PARISH, id, values);
}
