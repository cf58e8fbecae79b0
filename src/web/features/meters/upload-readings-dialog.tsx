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
import { useId, useState } from 'react';
import { READINGS_FILE_HEADERS, type UploadReadingsResponse } from '../../../shared/contracts/meter-readings';
import { errorMessage } from '../../lib/api';
import { useUploadReadings } from './api';

/** What the file input offers: the formats the server reads. */
export const READINGS_FILE_ACCEPT = '.csv,.xlsx';
const NO_FILE = 'Choose a CSV or XLSX file first.';

export interface UploadReadingsDialogProps {
  onClose: () => void;
  onUploaded: (answer: UploadReadingsResponse) => void;
}

/**
 * Upload Readings: one CSV or XLSX file of readings, checked whole by the server; its refusal lists
 * every bad line, shown in full with its line breaks. Mounted while open, so each opening starts
 * without a file.
 */
export function UploadReadingsDialog({ onClose, onUploaded }: UploadReadingsDialogProps) {
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadReadings();
  const busy = upload.isPending;

  const submit = () => {
    if (!file) {
      setProblem(NO_FILE);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        onUploaded(answer);
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Upload Readings File</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            A CSV or XLSX file with the header {READINGS_FILE_HEADERS.join(',')}. Each row names its meter by
            serial number or its well by number; dates as YYYY-MM-DD, readings as the register shows them. A
            file with any bad row is not loaded at all; readings that look wrong are held for review.
          </DialogContentText>
          <FileChooser
            accept={READINGS_FILE_ACCEPT}
            label="Readings file"
            file={file}
            disabled={busy}
            onChoose={(chosen) => {
              setFile(chosen);
              setProblem(null);
            }}
          />
          {busy && <LinearProgress aria-label="Uploading" />}
          {problem && (
            <Alert severity="warning" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
