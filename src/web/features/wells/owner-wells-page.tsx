import { PageHeader } from '../../components/page-header';
import { UserGreeting } from '../../components/user-greeting';

/** /client/well/all-wells/: the owner's wells list arrives with the wells issue. */
export default function OwnerWellsPage() {
  return <PageHeader title="Wells" subtitle={<UserGreeting />} />;
}
