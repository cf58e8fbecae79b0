import { PageHeader } from '../../components/page-header';
import { UserGreeting } from '../../components/user-greeting';

/** /dashboard: the map and usage chart arrive with the dashboard issue. */
export default function StaffDashboardPage() {
  return <PageHeader title="Dashboard" subtitle={<UserGreeting />} />;
}
