import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { useToast } from '../../components/toast/use-toast';
import { deleteFailureMessage, useDeleteWellPumpages } from './api';

interface DeletePumpageButtonProps {
  ids: number[];
  onDeleted: () => void;
}

/** Delete selected (staff): asks first, then reports the server's answer in a toast. */
export function DeletePumpageButton({ ids, onDeleted }: DeletePumpageButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteWellPumpages();
  const toast = useToast();

  const confirm = async () => {
    try {
      const answer = await remove.mutateAsync(ids);
      toast.success(answer.message);
      setConfirming(false);
      onDeleted();
    } catch (error) {
      toast.error(deleteFailureMessage(error));
    }
  };

  const count = ids.length.toLocaleString('en-US');
  return (
    <>
      <Button color="error" disabled={ids.length === 0} onClick={() => setConfirming(true)}>
        Delete selected
      </Button>
      <ConfirmModalOnDemand
        open={confirming}
        title="Delete Pumpage"
        text={`Delete ${count} selected pumpage ${ids.length === 1 ? 'row' : 'rows'}? This cannot be undone.`}
        confirmLabel="Delete"
        confirmColor="error"
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
