import { sql } from 'drizzle-orm';
import { aquifers, clients, parishes, wells, wellUses } from '../../db/schema';

/** The columns of a wells-list row (wellListRowSchema), read from wells and its four joins. */
export const WELL_LIST_COLUMNS = {
  id: wells.id,
  wellNumber: wells.wellNumber,
  identificationNumber: wells.identificationNumber,
  permitNumber: wells.permitNumber,
  clientId: wells.clientId,
  clientName: clients.name,
  aquiferId: wells.aquiferId,
  aquiferName: aquifers.name,
  parishId: wells.parishId,
  parishName: parishes.name,
  wellUseId: wells.wellUseId,
  // A well use without a description is still named, by its code.
  wellUseName: sql<string | null>`coalesce(${wellUses.description}, ${wellUses.wellUseId})`,
  wellDepth: wells.wellDepth,
  dailyPumpRate: wells.dailyPumpRate,
  clientWellName: wells.clientWellName,
  flag: wells.flag,
  isActive: wells.isActive,
  wellStatus: wells.wellStatus,
  meterType: wells.meterType,
  latitude: wells.latitude,
  longitude: wells.longitude,
};
