import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FeedbackAlert, type Feedback } from '../../components/feedback-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api';
import { useSaveReferenceRecord } from './api';
import type { ReferenceFormConfig } from './reference-form-config';

/** Carried to the edit route after a create, so its page can say the record was saved. */
interface SavedState {
  feedback?: Feedback;
}

interface ReferenceFormProps<Row, Input extends FieldValues, Output extends object> {
  config: ReferenceFormConfig<Row, Input, Output>;
  title: string;
  /** The record being edited; none when creating. */
  id: number | undefined;
  values: Input;
}

/**
 * A reference record's form: saves through the shared contract, reports the outcome as an alert
 * (success, or the server's message as a warning), and moves a new record to its edit route.
 */
export function ReferenceForm<Row, Input extends FieldValues, Output extends object>({
  config,
  title,
  id,
  values,
}: ReferenceFormProps<Row, Input, Output>) {
  const navigate = useNavigate();
  const location = useLocation();
  const carried = (location.state as SavedState | null)?.feedback ?? null;
  const [feedback, setFeedback] = useState<Feedback | null>(carried);
  const save = useSaveReferenceRecord(config.resource);
  const { control, handleSubmit, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(config.schema),
    defaultValues: values as DefaultValues<Input>,
  });

  // Shown once: a reload of the edit route must not announce the save again.
  useEffect(() => {
    if (carried) void navigate(location.pathname, { replace: true, state: null });
  }, [carried, navigate, location.pathname]);

  const submit = handleSubmit(async (output) => {
    setFeedback(null);
    try {
      const saved = await save.mutateAsync({ ...output, id });
      const success: Feedback = { severity: 'success', message: saved.message };
      if (id === undefined) {
        const state: SavedState = { feedback: success };
        await navigate(config.editPath(saved.id), { replace: true, state });
      } else {
        setFeedback(success);
      }
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in values) setError(field as FieldPath<Input>, { message });
        }
      }
      setFeedback({ severity: 'warning', message: errorMessage(error) });
    }
  });

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {config.renderFields(control)}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={config.listPath}>
              Cancel
            </Button>
            <SubmitButton isPending={save.isPending}>Save</SubmitButton>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
