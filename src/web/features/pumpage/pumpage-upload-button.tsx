import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast/use-toast';
import { pumpageKeys } from './api';
import { UploadPumpageDialog } from './upload-pumpage-dialog';

/** Upload: opens the upload dialog; a load refreshes the table and reports its counts. */
export function PumpageUploadButton() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const uploaded = (message: string) => {
    setOpen(false);
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: pumpageKeys.all });
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Upload
      </Button>
      <UploadPumpageDialog open={open} onClose={() => setOpen(false)} onUploaded={uploaded} />
    </>
  );
}
