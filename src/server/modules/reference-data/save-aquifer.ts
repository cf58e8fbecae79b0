import type { z } from 'zod';
import type { saveAquiferRequestSchema } from '../../../shared/contracts/reference-data';
import { aquifers } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { saveReferenceRecord, type ReferenceRecordKind } from './save-reference-record';

const AQUIFER: ReferenceRecordKind<typeof aquifers> = {
  table: aquifers,
  entity: 'aquifer',
  noun: 'Aquifer',
  operation: 'save-aquifer',
  uniqueCode: {
    column: aquifers.aquiferId,
    label: 'Aquifer Id',
    constraint: 'aquifers_aquifer_id_unique',
    read: (values) => values.aquiferId,
  },
};

export function saveAquifer(
  db: DbOrTx,
  caller: Caller,
  { id, ...values }: z.output<typeof saveAquiferRequestSchema>,
  requestKey?: string,
) {
  return saveReferenceRecord(db, caller, AQUIFER, { id, requestKey }, values);
}
