import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { UserGreeting } from '../../components/user-greeting';

const DashboardPanels = lazy(() => import('./dashboard-panels'));

/** /dashboard (staff): the well map and the usage chart across all clients. */
export default function StaffDashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle={<UserGreeting />} />
      <Suspense fallback={<PageLoader label="Loading map and chart" />}>
        <DashboardPanels staff />
      </Suspense>
    </>
  );
}
