import type { z } from 'zod';
import type { saveAquiferRequestSchema } from '../../../shared/contracts/reference-data';
import { aquifers } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { saveReferenceRecord, type ReferenceRecordKind } from './save-reference-record';

const AQUIFER: ReferenceRecordKind<typeof aquifers> = {
  table: aquifers,
  entity: 'aquifer',
  noun: 'Aquifer',
  uniqueCode: {
    column: aquifers.aquiferId,
    label: 'Aquifer Id',
    constraint: 'aquifers_aquifer_id_unique',
    read: (values) => values.aquiferId,
  },
};

export function saveAquifer(
  context: AppContext,
  caller: Caller,
  { id, ...values }: z.output<typeof saveAquiferRequestSchema>,
) {
  return saveReferenceRecord(context, caller, AQUIFER, id, values);
}
