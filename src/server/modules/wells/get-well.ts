import { and, eq } from 'drizzle-orm';
import type { WellDetail } from '../../../shared/contracts/wells';
import type { DbOrTx } from '../../db/client';
import { aquifers, clients, parishes, wells, wellUses } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';
import type { WellByIdQuery } from '../../../shared/contracts/wells';
import { WELL_LIST_COLUMNS } from './well-columns';
import { WELL_NOT_FOUND } from '../../../shared/contracts/messages';

function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The well as the form shows it, if the caller may see it; another client's well is "not found". */
export async function readWellDetail(db: DbOrTx, caller: Caller, query: WellByIdQuery): Promise<WellDetail> {
  const [row] = await db
    .select({
      ...WELL_LIST_COLUMNS,
      isRegistered: wells.isRegistered,
      availableInformation: wells.availableInformation,
      completionDateTime: wells.completionDateTime,
      inactiveDateTime: wells.inactiveDateTime,
      cagcdPermitDate: wells.cagcdPermitDate,
      cagcdPermitNumber: wells.cagcdPermitNumber,
      ldnrNotificationDate: wells.ldnrNotificationDate,
      ldnrNotificationNumber: wells.ldnrNotificationNumber,
      wellStatusDate: wells.wellStatusDate,
      comment: wells.comment,
      aquiferCode: aquifers.aquiferId,
      wellUseCode: wellUses.wellUseId,
      wellUseDescription: wellUses.description,
    })
    .from(wells)
    .leftJoin(clients, eq(clients.id, wells.clientId))
    .leftJoin(aquifers, eq(aquifers.id, wells.aquiferId))
    .leftJoin(parishes, eq(parishes.id, wells.parishId))
    .leftJoin(wellUses, eq(wellUses.id, wells.wellUseId))
    .where(
      and(
        eq(wells.id, query.id),
        scopeToCaller(caller, wells.clientId),
        query.clientId === undefined ? undefined : eq(wells.clientId, query.clientId),
      ),
    );
  if (!row) throw new NotFoundError(WELL_NOT_FOUND);
  const { aquiferCode, wellUseCode, wellUseDescription, ...well } = row;
  return {
    ...well,
    completionDateTime: isoOrNull(well.completionDateTime),
    inactiveDateTime: isoOrNull(well.inactiveDateTime),
    wellStatusDate: isoOrNull(well.wellStatusDate),
    aquifer:
      well.aquiferId !== null && aquiferCode !== null
        ? { id: well.aquiferId, aquiferId: aquiferCode, name: well.aquiferName ?? '' }
        : null,
    wellUse:
      well.wellUseId !== null && wellUseCode !== null
        ? { id: well.wellUseId, wellUseId: wellUseCode, description: wellUseDescription }
        : null,
    client:
      well.clientId !== null && well.clientName !== null
        ? { id: well.clientId, name: well.clientName }
        : null,
  };
}

/** GET Well/GetWellById?clientId&id */
export async function getWell(db: DbOrTx, caller: Caller, query: WellByIdQuery) {
  return { message: 'Well loaded.', data: await readWellDetail(db, caller, query) };
}
