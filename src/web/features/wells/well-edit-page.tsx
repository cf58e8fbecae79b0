import { useParams } from 'react-router';
import { WellMeterSection } from '../../components/meters/well-meter-section';
import { PageHeader } from '../../components/page-header';
import { routeId } from '../../lib/routing';
import { WellDetails } from './well-details';

/** /well/edit/{wellId} (staff): the well, then its meter and readings. */
export default function WellEditPage() {
  const wellId = routeId(useParams().wellId);
  return (
    <>
      <PageHeader title="Well Details" />
      <WellDetails backPath="/wells" />
      {wellId !== null && <WellMeterSection wellId={wellId} />}
    </>
  );
}
