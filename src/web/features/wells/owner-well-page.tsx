import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { routeId } from '../../lib/routing';
import { WellDetails } from './well-details';

// The permit section (its tables, texts and call) is a chunk of its own, apart from the form's.
const WellPermitSection = lazy(() => import('../../components/permits/well-permit-section'));

/** /well/client-edit/{wellId}: an owner's own well, then its permit; another client's well is "not found". */
export default function OwnerWellPage() {
  const wellId = routeId(useParams().wellId);
  return (
    <>
      <PageHeader title="Well Details" />
      <WellDetails backPath="/client/well/all-wells/" />
      {wellId !== null && (
        <Suspense fallback={null}>
          <WellPermitSection wellId={wellId} />
        </Suspense>
      )}
    </>
  );
}
