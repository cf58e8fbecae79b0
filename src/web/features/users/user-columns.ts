import type { TableColumn } from '../../components/data-table/data-table';
import type { UserRow } from '../../../shared/contracts/user-admin';
import { localIsoDate } from '../../lib/dates';

/** The day a user registered, as YYYY-MM-DD in the browser's time zone: sorts and filters as text. */
function registeredDay(row: UserRow): string {
  return localIsoDate(new Date(row.dateRegistered));
}

/** Shown through the column toggle, so View and Reset Password fit a 1366 px screen beside the rest. */
export const USER_HIDDEN_COLUMNS = ['dateRegistered'];

/** Users list: name, email, role, client, active, date registered. */
export const USER_COLUMNS: TableColumn<UserRow>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => `${row.firstName} ${row.lastName}` },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'role', header: 'Role' },
  { id: 'client', header: 'Client', accessorFn: (row) => row.client ?? '' },
  { id: 'isActive', header: 'Active', accessorFn: (row) => (row.isActive ? 'Yes' : 'No') },
  { id: 'dateRegistered', header: 'Date Registered', accessorFn: registeredDay },
];
