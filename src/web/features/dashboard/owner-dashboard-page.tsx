import { lazy, Suspense, useState } from 'react';
import { showsDashboardWidgets } from '../../../shared/rules/access';
import { isStaff } from '../../../shared/rules/access';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { UserGreeting } from '../../components/user-greeting';
import { useSession } from '../../lib/session';
import { useCallerClients } from './api';
import { ClientTitle } from '../../components/client-title';

const DashboardPanels = lazy(() => import('./dashboard-panels'));
const OwnerWidgets = lazy(() => import('./owner-widgets'));
// Its own chunk: it shows only for a client with a permitted well, once its answer is in.
const PermitUseCard = lazy(() => import('../../components/permits/permit-use-card'));

/**
 * /client/dashboard: the client's title, map and chart; from above level 20 to below staff level
 * also the reports its wells owe, this year's invoices, the daily volume widget and, for a client with a
 * permitted well, its wells' use of their permits. Staff who land here
 * (a Researcher after sign-in) get the staff view of map and chart.
 */
export default function OwnerDashboardPage() {
  const accessLevel = useSession()?.accessLevel ?? 0;
  const staff = isStaff(accessLevel);
  const clients = useCallerClients(!staff);
  const [chosenClientId, setChosenClientId] = useState<number>();
  const clientId = chosenClientId ?? clients.data?.[0]?.id;

  return (
    <>
      <PageHeader title="Dashboard" subtitle={<UserGreeting />} />
      {!staff && (
        <ClientTitle clients={clients.data ?? []} clientId={clientId} onChange={setChosenClientId} />
      )}
      <Suspense fallback={<PageLoader label="Loading map and chart" />}>
        <DashboardPanels staff={staff} />
      </Suspense>
      {showsDashboardWidgets(accessLevel) && (
        <Suspense fallback={<PageLoader label="Loading reports due, invoices and daily volume" />}>
          <OwnerWidgets clientId={clientId} />
        </Suspense>
      )}
      {showsDashboardWidgets(accessLevel) && clientId !== undefined && (
        <Suspense fallback={null}>
          <PermitUseCard clientId={clientId} />
        </Suspense>
      )}
    </>
  );
}
