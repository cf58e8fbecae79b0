import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { errorMessage } from '../../lib/api';
import { useReadingPhoto } from '../../lib/meter-queries';
import { usePhotoUrl } from './photo-url';

export interface ReadingPhotoDialogProps {
  open: boolean;
  readingId: number;
  /** What the photo shows, e.g. "Register of meter M-1 read 12,345 on 03/31/2026". */
  description: string;
  onClose: () => void;
}

/** A reading's photo at full size; fetched when the dialog first opens. */
export function ReadingPhotoDialog({ open, readingId, description, onClose }: ReadingPhotoDialogProps) {
  const titleId = useId();
  const photo = useReadingPhoto(readingId);
  const url = usePhotoUrl(photo.data);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Reading photo</DialogTitle>
      <DialogContent>
        {photo.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void photo.refetch()}>
                Try Again
              </Button>
            }
          >
            {errorMessage(photo.error)}
          </Alert>
        ) : url ? (
          <Box
            component="img"
            src={url}
            alt={description}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
          />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the photo" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
