import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { RowSelectionState } from '@tanstack/react-table';
import { useId, useState } from 'react';
import type { ClientUser } from '../../../shared/contracts/clients';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { queryTableState } from '../../components/query-table-state';
import { useAssignClientUsers, useUnassignedUsers } from './api';

const COLUMNS: TableColumn<ClientUser>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'role', header: 'Role' },
];

interface AssignUsersModalProps {
  open: boolean;
  clientId: number;
  onClose: () => void;
}

/**
 * Assign User: pick any number of users that belong to no client.
 * Confirming with nobody picked does nothing.
 */
export function AssignUsersModal({ open, clientId, onClose }: AssignUsersModalProps) {
  const titleId = useId();
  const toast = useToast();
  const users = useUnassignedUsers(open);
  const assign = useAssignClientUsers();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const isLoading = users.isPending || users.isFetching;

  const close = () => {
    setRowSelection({});
    onClose();
  };

  const confirm = async () => {
    const selected = Object.keys(rowSelection)
      .filter((id) => rowSelection[id])
      .map(Number);
    if (selected.length === 0) return;
    try {
      const result = await assign.mutateAsync({ clientId, users: selected });
      toast.success(result.message);
      close();
    } catch (error) {
      toast.warning(errorMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={assign.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>Assign User</DialogTitle>
      <DialogContent>
        <DataTable<ClientUser>
          label="Unassigned Users"
          columns={COLUMNS}
          data={users.data}
          {...queryTableState(users)}
          isLoading={isLoading}
          emptyText="No Users Available."
          getRowId={(user) => String(user.id)}
          initialSort={{ id: 'name' }}
          pageSize={10}
          options={{
            enableRowSelection: true,
            onRowSelectionChange: setRowSelection,
            state: { rowSelection },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={assign.isPending}
          aria-busy={assign.isPending}
          startIcon={assign.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
