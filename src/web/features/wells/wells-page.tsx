import { PageHeader } from '../../components/page-header';
import { LazyWellsList } from './lazy-wells-list';

/** /wells: the district's wells (staff). */
export default function WellsPage() {
  return (
    <>
      <PageHeader title="Wells" />
      <LazyWellsList storageKey="gcd.wells.staff" viewPath={(id) => `/well/edit/${id}`} />
    </>
  );
}
