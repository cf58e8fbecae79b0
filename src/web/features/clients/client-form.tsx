import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { clientSaveSchema, type ClientDetail, type ClientSaveInput } from '../../../shared/contracts/clients';
import type { SavedResponse } from '../../../shared/contracts/common';
import { FeedbackAlert, type Feedback } from '../../components/feedback-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api';
import { useSaveClient } from './api';
import { ClientBasicSection } from './client-basic-section';
import { ClientContactSection } from './client-contact-section';
import { clientFormValues } from './client-form-values';
import { ClientLocationSection } from './client-location-section';

interface ClientFormProps {
  /** The stored client; absent when creating one. */
  client?: ClientDetail;
  /** Staff see and change the active, self-submitting and public flags. */
  canEditFlags: boolean;
  /** Where Cancel goes; no Cancel button without it. */
  cancelPath?: string;
  /** A message the page arrived with, e.g. 'created' after the redirect from the create route. */
  initialFeedback?: Feedback | null;
  onInitialFeedbackShown?: () => void;
  /** Called after a create, e.g. to move to the new client's edit route. */
  onCreated?: (result: SavedResponse) => void;
}

/**
 * The client form: basic, contact and location information. Owners
 * send no flags, so the server keeps the stored ones; the registration code is read-only once the
 * client exists, and the server refuses a changed one as well.
 */
export function ClientForm({
  client,
  canEditFlags,
  cancelPath,
  initialFeedback,
  onInitialFeedbackShown,
  onCreated,
}: ClientFormProps) {
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(clientSaveSchema),
    defaultValues: clientFormValues(client),
  });
  const [feedback, setFeedback] = useState<Feedback | null>(initialFeedback ?? null);
  const save = useSaveClient();

  useEffect(() => {
    if (initialFeedback) onInitialFeedbackShown?.();
  }, [initialFeedback, onInitialFeedbackShown]);

  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    const {
      isActive: _isActive,
      isSelfSubmitting: _isSelfSubmitting,
      isPublic: _isPublic,
      ...withoutFlags
    } = values;
    try {
      const result = await save.mutateAsync({
        ...(canEditFlags ? values : withoutFlags),
        id: client?.id ?? null,
      });
      if (!client) {
        onCreated?.(result);
        return;
      }
      // The saved values, as the server normalised them (trimmed, blanks as empty).
      reset(clientFormValues({ ...client, ...withoutFlags, ...(canEditFlags ? values : {}), id: client.id }));
      setFeedback({ severity: 'success', message: result.message });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          setError(field as FieldPath<ClientSaveInput>, { message });
        }
      }
      setFeedback({ severity: 'warning', message: errorMessage(error) });
    }
  });

  return (
    <form noValidate aria-label="Client" onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
        <ClientBasicSection control={control} isExisting={Boolean(client)} staffEditor={canEditFlags} />
        <ClientContactSection control={control} />
        <ClientLocationSection control={control} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {cancelPath && (
            <Button component={RouterLink} to={cancelPath} disabled={save.isPending}>
              Cancel
            </Button>
          )}
          <SubmitButton isPending={save.isPending}>{client ? 'Update' : 'Save'}</SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
