import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { WellMeterSection } from '../../components/meters/well-meter-section';
import { PageHeader } from '../../components/page-header';
import { routeId } from '../../lib/routing';
import { WellDetails } from './well-details';

// The permit section (its tables, texts and call) is a chunk of its own, apart from the form's.
const WellPermitSection = lazy(() => import('../../components/permits/well-permit-section'));

/** /well/edit/{wellId} (staff): the well, then its permit, then its meter and readings. */
export default function WellEditPage() {
  const wellId = routeId(useParams().wellId);
  return (
    <>
      <PageHeader title="Well Details" />
      <WellDetails backPath="/wells" />
      {wellId !== null && (
        <Suspense fallback={null}>
          <WellPermitSection wellId={wellId} />
        </Suspense>
      )}
      {wellId !== null && <WellMeterSection wellId={wellId} />}
    </>
  );
}
