import type { SQL } from 'drizzle-orm';
import type {
  VolumeReportRequestInput,
  VolumeReportResponse,
} from '../../../shared/contracts/volume-reports';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
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
  context: AppContext,
  caller: Caller,
  request: VolumeReportRequestInput,
): Promise<VolumeReportResponse> {
  return runVolumeReport(context, volumesByPoaSql(caller, request));
}
