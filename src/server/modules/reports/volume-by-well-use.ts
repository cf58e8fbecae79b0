import type { SQL } from 'drizzle-orm';
import type { VolumeReportRequestInput } from '../../../shared/contracts/volume-reports';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { runVolumeReport, volumeReportSql, type VolumeGrouping } from './volume-report-sql';

const BY_CLIENT_WELL_USE: VolumeGrouping = { dimensions: ['wellUse'], orderBy: ['client', 'wellUse'] };

/** The statement of the report, exported so the benchmark times exactly this SQL. */
export function volumesByUseSql(caller: Caller, request: VolumeReportRequestInput): SQL {
  return volumeReportSql(BY_CLIENT_WELL_USE, caller, request);
}

/** POST GetWellPumpageVolumesByClientByWellUses: one group per client and well use. */
export function getVolumesByUse(
  db: DbOrTx,
  caller: Caller,
  request: VolumeReportRequestInput,
): Promise<string> {
  return runVolumeReport(db, volumesByUseSql(caller, request));
}
