import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { FileChooser } from './file-chooser';
import type { FileUpload } from './use-file-upload';

export interface FileUploadDialogProps {
  open?: boolean;
  title: string;
  upload: Pick<FileUpload<unknown>, 'file' | 'problem' | 'busy' | 'choose'>;
  /** The file input's accept list and accessible name. */
  accept: string;
  fileLabel: string;
  /** The progress bar's accessible name while the file is sent, e.g. 'Uploading'. */
  progressLabel: string;
  /** The action button's text, e.g. 'Upload'. */
  actionLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** What the file must hold, shown above the file chooser. */
  children: ReactNode;
}

/**
 * A dialog that sends one chosen file: its description, the file chooser, a progress bar while the
 * file is sent, and the server's refusal with its line breaks (one bad line per line). It cannot be
 * closed while the file is sent.
 */
export function FileUploadDialog({
  open = true,
  title,
  upload,
  accept,
  fileLabel,
  progressLabel,
  actionLabel,
  onSubmit,
  onClose,
  children,
}: FileUploadDialogProps) {
  const titleId = useId();
  const { busy, problem } = upload;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          <FileChooser
            accept={accept}
            label={fileLabel}
            file={upload.file}
            disabled={busy}
            onChoose={upload.choose}
          />
          {busy && <LinearProgress aria-label={progressLabel} />}
          {problem && (
            <Alert severity="warning" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
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
          onClick={onSubmit}
          disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
