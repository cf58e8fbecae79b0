import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import type { Feedback } from '../../components/feedback-alert';
import { errorMessage } from '../../lib/api';
import { useDeactivateWell } from './well-mutations';

export const DELETE_WELL_TEXT =
  'Are you sure you want to delete this well? It will be deactivated; its pumpage and billing history are kept.';

/** Staff's Delete Well: after a confirmation the well is deactivated, never removed. */
export function DeleteWellButton({
  wellId,
  onDone,
}: {
  wellId: number;
  onDone: (feedback: Feedback) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const deactivate = useDeactivateWell();

  const confirm = async () => {
    try {
      const result = await deactivate.mutateAsync(wellId);
      onDone({ severity: 'success', message: result.message });
    } catch (error) {
      onDone({ severity: 'warning', message: errorMessage(error) });
    } finally {
      setIsOpen(false);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setIsOpen(true)}>
        Delete Well
      </Button>
      <ConfirmModalOnDemand
        open={isOpen}
        title="Delete Well"
        text={DELETE_WELL_TEXT}
        confirmLabel="Delete Well"
        confirmColor="error"
        onCancel={() => setIsOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
