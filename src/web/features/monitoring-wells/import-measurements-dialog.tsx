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
import {
  MEASUREMENT_FILE_FORMAT_LABELS,
  MEASUREMENT_FILE_FORMATS,
  MEASUREMENT_IMPORT_ACCEPT,
  importedMessage,
  type ImportMeasurementsResponse,
} from '../../../shared/contracts/monitoring-wells';
import { FileChooser } from '../../components/file-chooser';
import { errorMessage } from '../../lib/api';
import { useImportMeasurements } from './monitoring-wells-api';

export const IMPORT_TITLE = 'Import measurements';
export const CHOOSE_A_FILE = 'Choose a file to import.';

/** What the file brought, in one line for the toast and the dialog. */
export function importSummary(answer: ImportMeasurementsResponse): string {
  const parts = [
    `${MEASUREMENT_FILE_FORMAT_LABELS[answer.format]}, ${answer.sites} ${answer.sites === 1 ? 'site' : 'sites'}.`,
    importedMessage(answer),
  ];
  if (answer.otherRows > 0) parts.push(`${answer.otherRows} rows of other parameters were left out.`);
  if (answer.alerts > 0) parts.push(`${answer.alerts} ${answer.alerts === 1 ? 'alert' : 'alerts'} raised.`);
  return parts.join(' ');
}

export interface ImportMeasurementsDialogProps {
  onClose: () => void;
  onImported: (summary: string) => void;
}

/**
 * One file in any of the three formats, recognised by the server from its content and checked whole
 * before anything is saved; a refusal lists every bad line, one per line.
 */
export function ImportMeasurementsDialog({ onClose, onImported }: ImportMeasurementsDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const upload = useImportMeasurements();
  const busy = upload.isPending;

  const submit = () => {
    if (!file) {
      setProblem(CHOOSE_A_FILE);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        onImported(importSummary(answer));
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{IMPORT_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText component="div">
            One of these files, recognised by its content:
            <ul>
              {MEASUREMENT_FILE_FORMATS.map((format) => (
                <li key={format}>{MEASUREMENT_FILE_FORMAT_LABELS[format]}</li>
              ))}
            </ul>
            Sites are matched by agency and site number, so add the monitoring wells first. A file with any
            bad row is not loaded at all; importing a file again adds nothing.
          </DialogContentText>
          <FileChooser
            accept={MEASUREMENT_IMPORT_ACCEPT}
            label="Measurements file"
            file={file}
            disabled={busy}
            onChoose={(chosen) => {
              setFile(chosen);
              setProblem(null);
            }}
          />
          {busy && <LinearProgress aria-label="Importing" />}
          {problem && (
            <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
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
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
}
