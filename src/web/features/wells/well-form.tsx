import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { WellDetail } from '../../../shared/contracts/wells';
import { FeedbackAlert, type Feedback } from '../../components/feedback-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import { useSaveWell } from './well-mutations';
import { DeleteWellButton } from './delete-well-button';
import { WellFormFields } from './well-form-fields';
import {
  keepStoredCoordinates,
  wellFormSchema,
  wellFormValues,
  type WellFormOutput,
  type WellFormValues,
} from './well-form-values';

interface WellFormProps {
  /** The stored well; none when creating. */
  well?: WellDetail;
  feedback: Feedback | null;
  onFeedback: (feedback: Feedback | null) => void;
  /** After a create, e.g. to move to the new well's edit route. */
  onCreated?: (result: SavedResponse) => void;
}

/**
 * The staff well form: saves every field through SaveWell, reports
 * the outcome as an alert, puts the server's field messages on their fields, and offers Delete
 * Well (deactivation) for a stored well.
 */
export function WellForm({ well, feedback, onFeedback, onCreated }: WellFormProps) {
  const lookups = useLookups({ enabled: true, withClients: true });
  useLookupFailureToast(lookups);
  const save = useSaveWell();
  const form = useForm<WellFormValues, unknown, WellFormOutput>({
    resolver: zodResolver(wellFormSchema),
    defaultValues: wellFormValues(well),
    mode: 'onTouched',
  });
  const { control } = form;

  const submit = form.handleSubmit(async (output) => {
    onFeedback(null);
    const values = keepStoredCoordinates(output, form.getValues(), well);
    try {
      const result = await save.mutateAsync({ ...values, id: well?.id ?? null });
      if (well) onFeedback({ severity: 'success', message: result.message });
      else onCreated?.(result);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in output) form.setError(field as FieldPath<WellFormValues>, { message });
        }
      }
      onFeedback({ severity: 'warning', message: errorMessage(error) });
    }
  });

  return (
    <Paper sx={{ p: 3 }}>
      <FeedbackAlert feedback={feedback} onClose={() => onFeedback(null)} />
      <form noValidate aria-label="Well" onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          <WellFormFields
            control={control}
            well={well}
            options={{
              clients: lookups.clients.data ?? [],
              aquifers: lookups.aquifers.data ?? [],
              wellUses: lookups.wellUses.data ?? [],
              parishes: lookups.parishes.data ?? [],
            }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {well && <DeleteWellButton wellId={well.id} onDone={onFeedback} />}
            <Button component={RouterLink} to="/wells" disabled={save.isPending}>
              Cancel
            </Button>
            <SubmitButton isPending={save.isPending}>Save</SubmitButton>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
