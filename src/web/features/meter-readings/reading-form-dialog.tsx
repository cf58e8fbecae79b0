import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type {
  ReadingWell,
  SubmitReading,
  SubmitReadingResponse,
} from '../../../shared/contracts/meter-readings';
import { formatDay } from '../../../shared/format';
import { FeedbackAlert, type Feedback } from '../../components/feedback-alert';
import type { FieldControl } from '../../components/form/field-error';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api';
import { useSubmitReading, useUploadReadingPhoto } from './api';
import { formatGallons, meterUnitText, wellTitle } from './reading-format';
import {
  READING_FIELDS,
  readingFormSchema,
  TYPED_REGISTER,
  type ReadingField,
  type ReadingFormValues,
} from './reading-form-values';
import { ReadingPhotoField } from './reading-photo-field';

type OwnerReading = Omit<SubmitReading, 'isAudit'>;

export interface ReadingFormDialogProps {
  well: ReadingWell;
  /** The district's date: the default and the latest day a reading may have. */
  today: string;
  onClose: () => void;
}

/** What became of a photo sent with a reading. */
type PhotoOutcome = { kind: 'none' } | { kind: 'sent' } | { kind: 'failed'; message: string; file: File };

interface Outcome {
  answer: SubmitReadingResponse;
  photo: PhotoOutcome;
}

/** The server's field messages that belong to one of the form's fields; the rest are said above it. */
function fieldErrorsOf(error: unknown): [ReadingField, string][] {
  if (!(error instanceof ApiError)) return [];
  return READING_FIELDS.flatMap((field) => {
    const message = error.errors[field];
    return message ? [[field, message] as [ReadingField, string]] : [];
  });
}

/**
 * The day the new reading's volume counts from: the last reading's, or the meter's installation when
 * it has none. A rejected last reading is not counted from, so the day is not known here.
 */
function countedSince(well: ReadingWell): string | null {
  if (well.lastState === 'rejected') return null;
  return well.lastReadOn ?? well.installedOn;
}

/** What the answer says to the owner: the volume it adds, or why it waits for the district. */
export function outcomeFeedback(answer: SubmitReadingResponse, since: string | null): Feedback {
  const reasons = answer.reasons.join('; ');
  if (answer.state === 'accepted') {
    const gallons = `${formatGallons(answer.volumeGallons)} gallons`;
    return {
      severity: 'success',
      message: since
        ? `Reading accepted: ${gallons} since ${formatDay(since)}`
        : `Reading accepted: ${gallons}`,
    };
  }
  if (answer.state === 'pending') {
    return { severity: 'warning', message: `Held for review: ${reasons || 'the district checks it first'}` };
  }
  return { severity: 'error', message: `Reading rejected${reasons ? `: ${reasons}` : ''}` };
}

/** The rollover box with what it means, under the register it applies to. */
function RolloverField({
  control,
  registerDigits,
  disabled,
}: {
  control: FieldControl<ReadingFormValues>;
  registerDigits: number | null;
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'isRollover' });
  const helpId = useId();
  const highest = registerDigits ? '9'.repeat(registerDigits) : 'its highest number';
  return (
    <div>
      <FormControlLabel
        label="The register rolled over"
        disabled={disabled}
        sx={{ minHeight: 48 }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
      />
      <FormHelperText id={helpId} error={Boolean(fieldState.error)} sx={{ mx: 0 }}>
        {fieldState.error?.message ??
          `Tick this only if the register passed ${highest} and started again from 0 since the last reading.`}
      </FormHelperText>
    </div>
  );
}

/** The answer to a submitted reading, and the photo's, with the way to send a failed photo again. */
function OutcomeView({
  outcome,
  since,
  onRetryPhoto,
  isRetrying,
}: {
  outcome: Outcome;
  since: string | null;
  onRetryPhoto: (file: File) => void;
  isRetrying: boolean;
}) {
  const { photo } = outcome;
  return (
    <Stack spacing={2}>
      <FeedbackAlert feedback={outcomeFeedback(outcome.answer, since)} />
      {outcome.answer.state === 'pending' && (
        <Typography variant="body2">
          The district looks at the reading before its volume counts; its state shows under History.
        </Typography>
      )}
      {photo.kind === 'sent' && (
        <Typography variant="body2">The photo is attached to the reading.</Typography>
      )}
      {photo.kind === 'failed' && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={isRetrying}
              onClick={() => onRetryPhoto(photo.file)}
            >
              Send photo again
            </Button>
          }
        >
          The reading is saved, but the photo is not: {photo.message}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Enter reading: the day (today unless changed), the time if known, the register, a rollover, a
 * comment and a photo. Full screen on a phone. The reading is sent first; its photo follows with the
 * reading's id. The answer says what the reading added or why it is held, and the list refreshes.
 */
export default function ReadingFormDialog({ well, today, onClose }: ReadingFormDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const since = countedSince(well);
  const submitReading = useSubmitReading();
  const uploadPhoto = useUploadReadingPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Feedback | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resolver = useMemo(() => zodResolver(readingFormSchema(well.wellId)), [well.wellId]);
  const form = useForm<ReadingFormValues, unknown, OwnerReading>({
    resolver,
    defaultValues: { readOn: today, readAt: '', reading: '', isRollover: false, comment: '' },
  });
  const { control } = form;

  const sendPhoto = async (readingId: number, file: File): Promise<PhotoOutcome> => {
    try {
      await uploadPhoto.mutateAsync({ readingId, file });
      return { kind: 'sent' };
    } catch (error) {
      return { kind: 'failed', message: errorMessage(error), file };
    }
  };

  const submit = form.handleSubmit(async (reading) => {
    setRefusal(null);
    let answer: SubmitReadingResponse;
    try {
      answer = await submitReading.mutateAsync(reading);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      fieldErrors.forEach(([field, message], index) =>
        form.setError(field, { message }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length === 0) setRefusal({ severity: 'error', message: errorMessage(error) });
      return;
    }
    const photoOutcome = photo ? await sendPhoto(answer.id, photo) : ({ kind: 'none' } as const);
    setOutcome({ answer, photo: photoOutcome });
  });

  const retryPhoto = async (file: File) => {
    if (!outcome) return;
    const photoOutcome = await sendPhoto(outcome.answer.id, file);
    setOutcome({ ...outcome, photo: photoOutcome });
  };

  const isBusy = submitReading.isPending || uploadPhoto.isPending;
  const close = isBusy ? undefined : onClose;
  const meter = [`Meter ${well.serialNumber ?? ''}`, meterUnitText(well.unit, well.multiplier)]
    .filter(Boolean)
    .join(' · ');
  const last =
    well.lastReading !== null && well.lastReadOn
      ? `Last reading ${well.lastReading} on ${formatDay(well.lastReadOn)}.`
      : 'No reading yet since the meter was installed.';

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>Enter reading: {wellTitle(well)}</DialogTitle>
        <DialogContent dividers>
          {outcome ? (
            <OutcomeView
              outcome={outcome}
              since={since}
              onRetryPhoto={(file) => void retryPhoto(file)}
              isRetrying={uploadPhoto.isPending}
            />
          ) : (
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                {meter}. {last}
              </Typography>
              <FeedbackAlert feedback={refusal} />
              <FormTextField
                control={control}
                name="readOn"
                label="Date read"
                type="date"
                disabled={isBusy}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              />
              <FormTextField
                control={control}
                name="readAt"
                label="Time read (optional)"
                type="time"
                disabled={isBusy}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={control}
                name="reading"
                label="Register reading"
                accept={TYPED_REGISTER}
                disabled={isBusy}
                autoComplete="off"
                helperText={
                  well.registerDigits
                    ? `Up to ${well.registerDigits} digits, as the register shows them`
                    : 'The digits the register shows'
                }
                slotProps={{
                  htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { fontSize: '1.25rem' } },
                }}
              />
              <RolloverField control={control} registerDigits={well.registerDigits} disabled={isBusy} />
              <FormTextField
                control={control}
                name="comment"
                label="Comment (optional)"
                multiline
                minRows={2}
                disabled={isBusy}
              />
              <ReadingPhotoField file={photo} onChange={setPhoto} disabled={isBusy} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {outcome ? (
            <Button variant="contained" size="large" onClick={onClose} disabled={isBusy}>
              Done
            </Button>
          ) : (
            <>
              <Button size="large" onClick={onClose} disabled={isBusy}>
                Cancel
              </Button>
              <SubmitButton size="large" isPending={isBusy}>
                Submit reading
              </SubmitButton>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
