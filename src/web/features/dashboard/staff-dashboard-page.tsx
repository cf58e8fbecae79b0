import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { UserGreeting } from '../../components/user-greeting';

const DashboardPanels = lazy(() => import('./dashboard-panels'));
// Its own chunk too: every page's first load carries the names of the chunks a page needs at once,
// and the card's (the dashboard card, the reporting contract's calls) then stay out of that list.
const MissingReportsCard = lazy(() => import('./missing-reports-card'));

/** /dashboard (staff): the reports wells owe, then the well map and the usage chart across all clients. */
export default function StaffDashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle={<UserGreeting />} />
      <Box sx={{ mb: 2 }}>
        {/* The card shows its own progress once its code is here, a moment before the map's. */}
        <Suspense fallback={null}>
          <MissingReportsCard />
        </Suspense>
      </Box>
      <Suspense fallback={<PageLoader label="Loading map and chart" />}>
        <DashboardPanels staff />
      </Suspense>
    </>
  );
}
