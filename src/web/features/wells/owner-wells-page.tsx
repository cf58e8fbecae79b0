import { PageHeader } from '../../components/page-header';
import { UserGreeting } from '../../components/user-greeting';
import { LazyWellsList } from './lazy-wells-list';

/** /client/well/all-wells/: the wells of the owner's own client(s). */
export default function OwnerWellsPage() {
  return (
    <>
      <PageHeader title="Wells" subtitle={<UserGreeting />} />
      <LazyWellsList storageKey="gcd.wells.owner" viewPath={(id) => `/well/client-edit/${id}`} />
    </>
  );
}
