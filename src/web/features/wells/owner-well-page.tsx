import { PageHeader } from '../../components/page-header';
import { WellDetails } from './well-details';

/** /well/client-edit/{wellId}: an owner's own well; another client's well is "not found". */
export default function OwnerWellPage() {
  return (
    <>
      <PageHeader title="Well Details" />
      <WellDetails backPath="/client/well/all-wells/" />
    </>
  );
}
