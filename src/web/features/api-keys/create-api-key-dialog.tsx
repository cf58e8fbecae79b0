import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { API_KEY_SCOPE_LABELS } from '../../../shared/contracts/api-keys';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../shared/states';
import { SHRUNK_LABEL } from '../../components/filters/filter-fields';
import type { FieldControl } from '../../components/form/field-error';
import { FormTextField } from '../../components/form/form-text-field';
import { showRefusal } from '../../components/form/server-refusal';
import { SubmitButton } from '../../components/form/submit-button';
import {
  apiKeyFormSchema,
  EMPTY_API_KEY_FORM,
  type ApiKeyFormOutput,
  type ApiKeyFormValues,
} from './api-key-form-values';
import { useCreateApiKey } from './api-keys-api';
import { curlExample } from './api-keys-text';

const resolver = zodResolver(apiKeyFormSchema);

export const CREATE_KEY_TITLE = 'Create API key';
export const KEY_CREATED_TITLE = 'API key created';
export const COPY_FAILED =
  'The browser did not let the page copy the key: it is selected in the field, copy it from there.';

const SCOPE_HELP: Readonly<Record<ApiKeyScope, string>> = {
  wells: 'The registered wells, as JSON and GeoJSON',
  pumpage: 'Monthly pumpage per well and year',
  levels: 'Water-level measurements',
};

/** The scopes as checkboxes; a refusal (none chosen) shows under them. */
function ScopeChoices({ control }: { control: FieldControl<ApiKeyFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'scopes' });
  const chosen = field.value;
  const toggle = (scope: ApiKeyScope, checked: boolean) =>
    field.onChange(
      // In the contract's order, whatever order they were ticked in.
      API_KEY_SCOPES.filter((each) => (each === scope ? checked : chosen.includes(each))),
    );
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
      <FormLabel component="legend">What the key may read</FormLabel>
      <FormGroup>
        {API_KEY_SCOPES.map((scope, index) => (
          <FormControlLabel
            key={scope}
            label={
              <span>
                {API_KEY_SCOPE_LABELS[scope]}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {SCOPE_HELP[scope]}
                </Typography>
              </span>
            }
            control={
              <Checkbox
                name={field.name}
                value={scope}
                checked={chosen.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                onBlur={field.onBlur}
                // The first box takes the focus a refusal moves to the scopes.
                inputRef={index === 0 ? field.ref : undefined}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

interface CreatedKey {
  message: string;
  key: string;
}

/** The new key, once: the Admin copies it and sees how an agency uses it. */
function ShownKey({
  created,
  titleId,
  onClose,
}: {
  created: CreatedKey;
  titleId: string;
  onClose: () => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const example = curlExample(created.key, window.location.origin);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(created.key);
      setCopied('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopied('failed');
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{KEY_CREATED_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{created.message}</Alert>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label="API key"
              value={created.key}
              inputRef={field}
              fullWidth
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
              }}
            />
            <Button variant="contained" onClick={() => void copy()} sx={{ flexShrink: 0, minHeight: 56 }}>
              {copied === 'copied' ? 'Copied' : 'Copy'}
            </Button>
          </Stack>
          <Typography role="status" variant="body2" color={copied === 'failed' ? 'error' : 'text.secondary'}>
            {copied === 'copied' && 'The key is on the clipboard.'}
            {copied === 'failed' && COPY_FAILED}
          </Typography>
          <div>
            <Typography variant="subtitle2" component="p">
              An agency reads the registered wells with it so:
            </Typography>
            <Box
              component="pre"
              aria-label="Example call"
              sx={{
                m: 0,
                mt: 0.5,
                p: 1.5,
                bgcolor: 'grey.100',
                borderRadius: 1,
                fontSize: '0.8125rem',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              <code>{example}</code>
            </Box>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}

export interface CreateApiKeyDialogProps {
  onClose: () => void;
}

/**
 * The Admin's Create key: a name, the scopes and an optional last day, checked by CreateApiKey's
 * field rules here and by the server, whose refusal shows above the fields and its field messages on
 * their fields. Once created, the key shows here, its only appearance: closing the dialog drops it
 * (it is mounted while open), and the list never has it. A click beside the dialog does not close it
 * then, so the key is not lost by accident.
 */
export function CreateApiKeyDialog({ onClose }: CreateApiKeyDialogProps) {
  const titleId = useId();
  const create = useCreateApiKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const form = useForm<ApiKeyFormValues, unknown, ApiKeyFormOutput>({
    resolver,
    defaultValues: EMPTY_API_KEY_FORM,
  });
  const { control } = form;

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const answer = await create.mutateAsync(body);
      setCreated({ message: answer.message, key: answer.key });
    } catch (error) {
      setRefusal(showRefusal(error, form.getValues(), form.setError));
    }
  });

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (create.isPending || (created && reason === 'backdropClick')) return;
        onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      {created ? (
        <ShownKey created={created} titleId={titleId} onClose={onClose} />
      ) : (
        <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>{CREATE_KEY_TITLE}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                The key is shown once, when it is created: the district keeps only a fingerprint of it. Give
                one key to each agency, so each can be revoked alone.
              </Typography>
              {refusal && <Alert severity="warning">{refusal}</Alert>}
              <FormTextField
                control={control}
                name="name"
                label="Name"
                required
                autoFocus
                helperText="Who holds it, e.g. the parish's GIS office"
              />
              <ScopeChoices control={control} />
              <FormTextField
                control={control}
                name="expiresOn"
                label="Expiry date"
                type="date"
                helperText="The last day the key works; empty: until revoked"
                slotProps={SHRUNK_LABEL}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <SubmitButton isPending={create.isPending}>Create key</SubmitButton>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
