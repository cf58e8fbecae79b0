import { PageHeader } from '../../components/page-header';
import { UserGreeting } from '../../components/user-greeting';

/** /client/dashboard: the map, chart, invoices and daily volume arrive with the dashboard issue. */
export default function OwnerDashboardPage() {
  return <PageHeader title="Dashboard" subtitle={<UserGreeting />} />;
}
