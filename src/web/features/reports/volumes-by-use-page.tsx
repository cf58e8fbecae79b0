import {
  volumesByClientByWellUseEndpoint,
  VOLUMES_BY_USE_PAGE_SIZE,
} from '../../../shared/contracts/volume-reports';
import { VolumesReportFrame } from './volumes-report-frame';

const GROUP_FIELDS = ['client', 'wellUse'] as const;

/** /reports/volumesByUse: pumpage per owner and well use, five groups a page. */
export default function VolumesByUsePage() {
  return (
    <VolumesReportFrame
      title="Volume by Well Use"
      subtitle="How much each owner pumped for each well use over the period."
      endpoint={volumesByClientByWellUseEndpoint}
      pageSize={VOLUMES_BY_USE_PAGE_SIZE}
      groupFields={GROUP_FIELDS}
      csvPrefix="VolumesByWellUse"
    />
  );
}
