import type { SQL } from 'drizzle-orm';
import type { VolumeReportRequestInput } from '../../../shared/contracts/volume-reports';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { runVolumeReport, volumeReportSql, type VolumeGrouping } from './volume-report-sql';

const BY_PARISH_OWNER_AQUIFER: VolumeGrouping = {
  dimensions: ['parish', 'aquifer'],
  orderBy: ['parish', 'client', 'aquifer'],
};

/** The statement of the report, exported so the benchmark times exactly this SQL. */
export function volumesByPoaSql(caller: Caller, request: VolumeReportRequestInput): SQL {
  return volumeReportSql(BY_PARISH_OWNER_AQUIFER, caller, request);
}

/** POST GetWellPumpageVolumesByClientByAquifer: one group per parish, client and aquifer. */
export function getVolumesByPoa(
  db: DbOrTx,
  caller: Caller,
  request: VolumeReportRequestInput,
): Promise<string> {
  return runVolumeReport(db, volumesByPoaSql(caller, request));
}
