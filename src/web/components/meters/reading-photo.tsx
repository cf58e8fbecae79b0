import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { errorMessage } from '../../lib/api';
import { DialogLoading, useOpenedOnce } from '../dialog-on-demand';
import { useReadingPhoto } from '../../lib/meter-queries';
import { usePhotoUrl } from './photo-url';

const ReadingPhotoDialog = lazyOnDemand(() =>
  import('./reading-photo-dialog').then((module) => ({ default: module.ReadingPhotoDialog })),
);

interface PhotoProps {
  readingId: number;
  /** What the photo shows, for its alternative text and the button's name. */
  description: string;
}

function PhotoDialogOnDemand({
  open,
  onClose,
  ...photo
}: PhotoProps & { open: boolean; onClose: () => void }) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <ReadingPhotoDialog open={open} onClose={onClose} {...photo} />
    </Suspense>
  );
}

/**
 * A Photo button for a list of readings: the photo (up to 10 MB) downloads only when asked for, and
 * shows at full size in a dialog.
 */
export function ReadingPhotoButton(props: PhotoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<PhotoCameraOutlinedIcon />}
        aria-label={`Photo: ${props.description}`}
        onClick={() => setOpen(true)}
      >
        Photo
      </Button>
      <PhotoDialogOnDemand {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * A reading's photo shown at once as a thumbnail (the review queue weighs each reading against its
 * photo); a click shows it at full size.
 */
export function ReadingPhotoThumbnail({ size = 160, ...props }: PhotoProps & { size?: number }) {
  const [open, setOpen] = useState(false);
  const photo = useReadingPhoto(props.readingId);
  const url = usePhotoUrl(photo.data);
  const frame = {
    width: size,
    height: size,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'action.hover',
  };
  if (photo.isError) {
    return (
      <Box sx={{ ...frame, p: 1 }}>
        <Typography variant="caption" color="error" role="alert">
          {errorMessage(photo.error)}
        </Typography>
      </Box>
    );
  }
  if (!url) {
    return (
      <Box sx={frame}>
        <CircularProgress size={24} aria-label="Loading the photo" />
      </Box>
    );
  }
  return (
    <>
      <ButtonBase
        sx={frame}
        onClick={() => setOpen(true)}
        aria-label={`Enlarge photo: ${props.description}`}
        focusRipple
      >
        <Box
          component="img"
          src={url}
          alt={props.description}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </ButtonBase>
      <PhotoDialogOnDemand {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
