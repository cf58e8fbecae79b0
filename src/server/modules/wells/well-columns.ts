import { sql } from 'drizzle-orm';
import { aquifers, clients, parishes, wells, wellUses } from '../../db/schema';

/** A well use is named by its description, else by its code: every query that shows one says it so. */
export const WELL_USE_LABEL = sql<string | null>`coalesce(${wellUses.description}, ${wellUses.wellUseId})`;

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
  wellUseName: WELL_USE_LABEL,
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
