import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import type { ClientUser } from '../../../shared/contracts/clients';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { DialogLoading, useOpenedOnce } from '../../components/dialog-on-demand';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useRemoveUserAssignment } from './api';
import { FormSection } from '../../components/form/form-section';

// The picker dialog downloads the first time Assign User is pressed.
const AssignUsersModal = lazyOnDemand(() =>
  import('./assign-users-modal-loader')
    .then((loader) => loader.loadAssignUsersModal())
    .then((module) => ({ default: module.AssignUsersModal })),
);

const COLUMNS: TableColumn<ClientUser>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'role', header: 'Role' },
];

export const REMOVE_USER_CONFIRMATION = 'Are you sure you want to remove this user from this client?';

interface ClientUsersTableProps {
  clientId: number;
  users: ClientUser[];
  isRefreshing: boolean;
  /** Staff assign and remove users; others only see the list. */
  canManage: boolean;
}

export function ClientUsersTable({ clientId, users, isRefreshing, canManage }: ClientUsersTableProps) {
  const toast = useToast();
  const [isAssignOpen, setIsAssignOpen] = useState(false);
  const hasAssigned = useOpenedOnce(isAssignOpen);
  const [removing, setRemoving] = useState<ClientUser | null>(null);
  const remove = useRemoveUserAssignment();

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const result = await remove.mutateAsync({ clientId, userId: removing.id });
      toast.success(result.message);
      setRemoving(null);
    } catch (error) {
      toast.warning(errorMessage(error));
    }
  };

  return (
    <FormSection title="Client Users" framed>
      <DataTable<ClientUser>
        label="Client Users"
        columns={COLUMNS}
        data={users}
        isLoading={isRefreshing}
        emptyText="No users are assigned to this client."
        getRowId={(user) => String(user.id)}
        initialSort={{ id: 'name' }}
        pageSize={10}
        toolbarActions={
          canManage && (
            <Button variant="contained" onClick={() => setIsAssignOpen(true)}>
              Assign User
            </Button>
          )
        }
        renderRowActions={
          canManage
            ? (user) => (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove ${user.name}`}
                  onClick={() => setRemoving(user)}
                >
                  Remove
                </Button>
              )
            : undefined
        }
      />
      {canManage && (
        <>
          {hasAssigned && (
            <Suspense fallback={<DialogLoading />}>
              <AssignUsersModal
                open={isAssignOpen}
                clientId={clientId}
                onClose={() => setIsAssignOpen(false)}
              />
            </Suspense>
          )}
          <ConfirmModalOnDemand
            open={removing !== null}
            title="Remove User"
            text={REMOVE_USER_CONFIRMATION}
            confirmLabel="Remove"
            confirmColor="error"
            onCancel={() => setRemoving(null)}
            onConfirm={confirmRemove}
          />
        </>
      )}
    </FormSection>
  );
}
