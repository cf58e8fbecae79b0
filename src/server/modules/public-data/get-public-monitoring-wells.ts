import type { MonitoringWell, PublicMonitoringWell } from '../../../shared/contracts/monitoring-wells';
import type { DbOrTx } from '../../db/client';
import { listMonitoringWells } from '../monitoring-wells';

/** What the public sees of a monitoring well, field by field: no threshold, note or registry link leaves. */
export function publicMonitoringWell(well: MonitoringWell): PublicMonitoringWell {
  return {
    id: well.id,
    agencyCode: well.agencyCode,
    siteNumber: well.siteNumber,
    displayName: well.displayName,
    aquiferName: well.aquiferName,
    parishName: well.parishName,
    latitude: well.latitude,
    longitude: well.longitude,
    landSurfaceAltitudeFeet: well.landSurfaceAltitudeFeet,
    altitudeDatum: well.altitudeDatum,
    firstMeasuredOn: well.firstMeasuredOn,
    lastMeasuredOn: well.lastMeasuredOn,
    lastDepthFeet: well.lastDepthFeet,
    lastChlorideMgL: well.lastChlorideMgL,
    levelTrendFeetPerYear: well.levelTrendFeetPerYear,
  };
}

/**
 * GET PublicData/GetMonitoringWells (anonymous): the monitoring wells staff marked public, with their
 * latest level and trend, as the response's JSON text. Each well's own switch is its publication:
 * the Admin's section switches do not gate it.
 */
export async function getPublicMonitoringWells(db: DbOrTx): Promise<string> {
  const wells = await listMonitoringWells(db, { publicOnly: true });
  return JSON.stringify({ message: 'OK', data: wells.map(publicMonitoringWell) });
}
