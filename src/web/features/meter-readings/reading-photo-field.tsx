import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { READING_PHOTO_ACCEPT } from '../../../shared/contracts/meter-readings';
import { photoProblem } from './reading-form-values';

interface ReadingPhotoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** A blob: address showing the chosen photo, released when the photo changes or the field goes. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

/**
 * The register's photo: on a phone the button opens the back camera (a browser hands its camera's
 * HEIC over as JPEG when JPEG is what the field accepts). Type and size are checked as it is chosen,
 * with the server's own words, so a refused photo never travels.
 */
export function ReadingPhotoField({ file, onChange, disabled }: ReadingPhotoFieldProps) {
  const inputId = useId();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        Photo of the register (optional)
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="large"
          startIcon={<PhotoCameraIcon />}
          disabled={disabled}
          sx={{ minHeight: 48 }}
        >
          {file ? 'Retake photo' : 'Take photo'}
        </Button>
        {file && (
          <Button size="large" onClick={() => onChange(null)} disabled={disabled} sx={{ minHeight: 48 }}>
            Remove photo
          </Button>
        )}
      </Stack>
      <input
        id={inputId}
        type="file"
        accept={READING_PHOTO_ACCEPT}
        capture="environment"
        aria-label="Photo of the register"
        aria-describedby={helpId}
        aria-invalid={problem ? true : undefined}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // Choosing the same photo again after removing it must fire a change.
          event.target.value = '';
          if (!chosen) return;
          const refusal = photoProblem(chosen);
          setProblem(refusal);
          onChange(refusal ? null : chosen);
        }}
      />
      <FormHelperText id={helpId} error={Boolean(problem)} sx={{ mx: 0 }}>
        {problem ?? 'A JPEG, PNG or WebP picture of at most 10 MB, so the district can check the numbers.'}
      </FormHelperText>
      {file && preview && (
        <Box
          component="img"
          src={preview}
          alt={`Chosen photo: ${file.name}`}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 240,
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
    </Stack>
  );
}
