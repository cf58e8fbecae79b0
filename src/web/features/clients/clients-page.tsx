import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Client } from '../../../shared/contracts/clients';
import { isStaff } from '../../../shared/rules/access';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { useClients } from './api';
import { queryTableState } from '../../components/query-table-state';

const COLUMNS: TableColumn<Client>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'registrationCode', header: 'Registration Code' },
  { accessorKey: 'city', header: 'City' },
  { accessorKey: 'contactName', header: 'Contact', accessorFn: (client) => client.contactName ?? '' },
  {
    id: 'isActive',
    header: 'Active',
    accessorFn: (client) => (client.isActive ? 'Yes' : 'No'),
    meta: { filterVariant: 'select', filterSelectOptions: ['Yes', 'No'] },
  },
];

/** /management/clients: every client, with View and, for staff, New Client. */
export default function ClientsPage() {
  const session = useSession();
  const clients = useClients();
  const canCreate = isStaff(session?.accessLevel ?? 0);
  return (
    <>
      <PageHeader
        title="Clients"
        actions={
          canCreate && (
            <Button variant="contained" component={RouterLink} to="/management/client">
              New Client
            </Button>
          )
        }
      />
      <DataTable<Client>
        label="Clients"
        columns={COLUMNS}
        data={clients.data}
        {...queryTableState(clients, { loading: 'isPending' })}
        emptyText="No clients yet."
        getRowId={(client) => String(client.id)}
        initialSort={{ id: 'name' }}
        renderRowActions={(client) => (
          <Button
            size="small"
            component={RouterLink}
            to={`/management/client/edit/${client.id}`}
            aria-label={`View ${client.name}`}
          >
            View
          </Button>
        )}
      />
    </>
  );
}
