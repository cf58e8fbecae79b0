import { PageHeader } from '../../components/page-header';
import { ReportsDueOnActivity } from '../../components/reports-due/reports-due-on-activity';
import { UserGreeting } from '../../components/user-greeting';
import { LazyWellsList } from './lazy-wells-list';

/** /client/well/all-wells/: the wells of the owner's own client(s), and the reports they owe. */
export default function OwnerWellsPage() {
  return (
    <>
      <PageHeader title="Wells" subtitle={<UserGreeting />} />
      <ReportsDueOnActivity />
      <LazyWellsList storageKey="gcd.wells.owner" viewPath={(id) => `/well/client-edit/${id}`} />
    </>
  );
}
