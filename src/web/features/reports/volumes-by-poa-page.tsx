import {
  volumesByClientByAquiferEndpoint,
  VOLUMES_BY_POA_PAGE_SIZE,
} from '../../../shared/contracts/volume-reports';
import { VolumesReportFrame } from './volumes-report-frame';

const GROUP_FIELDS = ['parish', 'client', 'aquifer'] as const;

/** /reports/volumesByPOA: pumpage per parish, owner and aquifer, three groups a page. */
export default function VolumesByPoaPage() {
  return (
    <VolumesReportFrame
      title="Volume by Parish, Owner and Aquifer"
      subtitle="How much each owner pumped from each aquifer, parish by parish, over the period."
      endpoint={volumesByClientByAquiferEndpoint}
      pageSize={VOLUMES_BY_POA_PAGE_SIZE}
      groupFields={GROUP_FIELDS}
      csvPrefix="VolumesByParishOwnerAquifer"
    />
  );
}
