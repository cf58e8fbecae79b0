import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import type { UserRow } from '../../../shared/contracts/user-admin';
import { isStaff } from '../../../shared/rules/access';
import { DataTable } from '../../components/data-table/data-table';
import { DialogLoading } from '../../components/dialog-on-demand';
import { PageHeader } from '../../components/page-header';
import { ResetPasswordModalOnDemand } from '../../components/reset-password-modal-on-demand';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useSession } from '../../lib/session';
import { useRoles, useUsers } from './api';
import { levelOfRoles } from './role-choices';
import { USER_COLUMNS, USER_HIDDEN_COLUMNS } from './user-columns';
import { queryTableState } from '../../components/query-table-state';

// The user forms (react-hook-form, the contracts' schemas and zod with them) download when a dialog
// first opens, not with the list.
const EditUserModal = lazyOnDemand(() =>
  import('./edit-user-modal').then((module) => ({ default: module.EditUserModal })),
);
const NewUserModal = lazyOnDemand(() =>
  import('./new-user-modal').then((module) => ({ default: module.NewUserModal })),
);

/**
 * /management/users (staff) and /client/users (owner managers, who see their own client's users):
 * View opens Edit User; Reset Password and New User are for staff.
 */
export default function UsersPage() {
  const session = useSession();
  const callerLevel = session?.accessLevel ?? 0;
  const staff = isStaff(callerLevel);
  const users = useUsers();
  const roles = useRoles({ enabled: staff });
  /**
   * Reset Password only where the server would allow it: staff, and not on a user above the
   * caller's level (a Researcher cannot reset the Admin's password; decision 0005). Until the
   * roles have loaded a target's level is unknown, so the button waits.
   */
  const canResetPassword = (row: UserRow) =>
    staff &&
    (row.id === session?.user.id ||
      (roles.data !== undefined && levelOfRoles(roles.data, row.roleIds) <= callerLevel));
  const [viewing, setViewing] = useState<UserRow | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  return (
    <>
      <PageHeader title="Users" />
      <DataTable<UserRow>
        label="Users"
        columns={USER_COLUMNS}
        data={users.data}
        {...queryTableState(users, { loading: 'isPending' })}
        emptyText="No users found."
        getRowId={(row) => String(row.id)}
        initialSort={{ id: 'name' }}
        hiddenColumns={USER_HIDDEN_COLUMNS}
        renderRowActions={(row) => (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              aria-label={`View ${row.email}`}
              onClick={() => setViewing(row)}
            >
              View
            </Button>
            {canResetPassword(row) && (
              <Button
                size="small"
                aria-label={`Reset Password of ${row.email}`}
                onClick={() => setResetting(row)}
              >
                Reset Password
              </Button>
            )}
          </Stack>
        )}
        toolbarActions={
          staff && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
              New User
            </Button>
          )
        }
      />
      {viewing && (
        <Suspense fallback={<DialogLoading />}>
          <EditUserModal row={viewing} callerLevel={callerLevel} onClose={() => setViewing(null)} />
        </Suspense>
      )}
      {isAdding && (
        <Suspense fallback={<DialogLoading />}>
          <NewUserModal callerLevel={callerLevel} onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
      <ResetPasswordModalOnDemand
        open={resetting !== null}
        userId={resetting?.id ?? 0}
        onClose={() => setResetting(null)}
      />
    </>
  );
}
