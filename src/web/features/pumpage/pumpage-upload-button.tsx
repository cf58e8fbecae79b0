import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { DialogLoading, useOpenedOnce } from '../../components/dialog-on-demand';
import { useToast } from '../../components/toast/use-toast';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { pumpageKeys } from './api';

// The upload dialog downloads the first time Upload is pressed.
const UploadPumpageDialog = lazyOnDemand(() =>
  import('./upload-pumpage-dialog').then((module) => ({ default: module.UploadPumpageDialog })),
);

/** Upload: opens the upload dialog; a load refreshes the table and reports its counts. */
export function PumpageUploadButton() {
  const [open, setOpen] = useState(false);
  const hasOpened = useOpenedOnce(open);
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
      {hasOpened && (
        <Suspense fallback={<DialogLoading />}>
          <UploadPumpageDialog open={open} onClose={() => setOpen(false)} onUploaded={uploaded} />
        </Suspense>
      )}
    </>
  );
}
