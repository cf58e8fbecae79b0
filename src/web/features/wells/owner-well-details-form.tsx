import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { clientWellDetailsFormSchema, type WellDetail } from '../../../shared/contracts/wells';
import type { Feedback } from '../../components/feedback-alert';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { errorMessage } from '../../lib/api';
import { useSaveClientWellDetails } from './well-mutations';

type OwnerDetailsValues = z.input<typeof clientWellDetailsFormSchema>;
type OwnerDetailsOutput = z.output<typeof clientWellDetailsFormSchema>;

interface OwnerWellDetailsFormProps {
  well: WellDetail;
  canEdit: boolean;
  onFeedback: (feedback: Feedback | null) => void;
}

/** Owner Well Name and Comment: editable for owner managers, read-only for everyone else. */
export function OwnerWellDetailsForm({ well, canEdit, onFeedback }: OwnerWellDetailsFormProps) {
  const save = useSaveClientWellDetails();
  const form = useForm<OwnerDetailsValues, unknown, OwnerDetailsOutput>({
    resolver: zodResolver(clientWellDetailsFormSchema),
    defaultValues: { clientWellName: well.clientWellName ?? '', comment: well.comment ?? '' },
  });
  const { control } = form;
  const readOnly = { input: { readOnly: !canEdit } };

  const submit = form.handleSubmit(async (values) => {
    onFeedback(null);
    try {
      const result = await save.mutateAsync({ id: well.id, ...values });
      onFeedback({ severity: 'success', message: result.message });
    } catch (error) {
      onFeedback({ severity: 'warning', message: errorMessage(error) });
    }
  });

  return (
    <form noValidate aria-label="Owner well details" onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {canEdit
            ? 'You keep the owner well name and comment current; the district maintains the other details.'
            : 'The district maintains these details.'}
        </Typography>
        <FormTextField control={control} name="clientWellName" label="Owner Well Name" slotProps={readOnly} />
        <FormTextField
          control={control}
          name="comment"
          label="Comment"
          multiline
          minRows={2}
          slotProps={readOnly}
        />
        {canEdit && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton isPending={save.isPending}>Save</SubmitButton>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
