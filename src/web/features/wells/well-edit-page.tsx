import { PageHeader } from '../../components/page-header';
import { WellDetails } from './well-details';

/** /well/edit/{wellId} (staff). */
export default function WellEditPage() {
  return (
    <>
      <PageHeader title="Well Details" />
      <WellDetails backPath="/wells" />
    </>
  );
}
