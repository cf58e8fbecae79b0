import { FileChooser } from '../../components/file-chooser';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  NO_FILE_MESSAGE,
  PUMPAGE_FILE_HEADERS,
  UPLOAD_ACCEPT,
  uploadWellPumpagesEndpoint,
  type UploadPumpageResponse,
} from '../../../shared/contracts/pumpage-upload';
import { api, errorMessage } from '../../lib/api';
import { UploadTemplateLinks } from './upload-template-links';

export interface UploadPumpageDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: (message: string) => void;
}

function uploadFile(file: File): Promise<UploadPumpageResponse> {
  const formData = new FormData();
  formData.append('file', file);
  return api(uploadWellPumpagesEndpoint, undefined, { formData });
}

/** The pumpage upload dialog of the management page: one CSV or XLSX file, checked whole before anything is saved. */
export function UploadPumpageDialog({ open, onClose, onUploaded }: UploadPumpageDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const upload = useMutation({ mutationFn: uploadFile });

  const close = () => {
    setFile(null);
    setProblem(null);
    upload.reset();
    onClose();
  };

  const submit = () => {
    if (!file) {
      setProblem(NO_FILE_MESSAGE);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        onUploaded(answer.message);
        close();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const busy = upload.isPending;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Upload Pumpage</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            A CSV or XLSX file with the header {PUMPAGE_FILE_HEADERS.daily.join(',')} (daily) or{' '}
            {PUMPAGE_FILE_HEADERS.hourly.join(',')} (hourly). Dates as YYYY-MM-DD or MM/DD/YYYY, hours 0 to
            23, pumpage in thousands of gallons. Rows replace earlier values of the same well and day or hour;
            a file with any bad row is not loaded at all.
          </DialogContentText>
          <UploadTemplateLinks onError={setProblem} />
          <FileChooser
            accept={UPLOAD_ACCEPT}
            label="Pumpage file"
            file={file}
            disabled={busy}
            onChoose={(chosen) => {
              setFile(chosen);
              setProblem(null);
            }}
          />
          {busy && <LinearProgress aria-label="Uploading" />}
          {problem && (
            <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
