import { ACCESS } from '../../../shared/rules/access';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { ConnectionCard } from './connection-card';
import { SyncLog } from './sync-log';

/**
 * /management/accounting (staff): whether invoices reach the accounting service, and every attempt to
 * send one. Staff read it and retry failed syncs; connecting and disconnecting are the Admin's.
 */
export default function AccountingPage() {
  const isAdmin = (useSession()?.accessLevel ?? 0) >= ACCESS.admin;
  return (
    <>
      <PageHeader
        title="Accounting"
        subtitle="The connection to the accounting service and every invoice sync"
      />
      <ConnectionCard isAdmin={isAdmin} />
      <SyncLog />
    </>
  );
}
