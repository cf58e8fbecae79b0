import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  getPublicDataSettingsEndpoint,
  updatePublicDataSettingsEndpoint,
  type PublicDataSettings,
} from '../../../shared/contracts/public-data';
import { FeedbackAlert, type Feedback } from '../../components/feedback-alert';
import { FormSection } from '../../components/form/form-section';
import { SubmitButton } from '../../components/form/submit-button';
import { api, errorMessage } from '../../lib/api';
import { TableErrorAlert } from '../../components/table-error-alert';

const settingsKey = ['public-data-settings'] as const;

const SWITCHES: readonly { name: keyof PublicDataSettings; label: string; help: string }[] = [
  {
    name: 'publishLanding',
    label: 'Landing page',
    help: 'The district’s name, logo and contact, its rate and rate history, and the reporting calendar.',
  },
  {
    name: 'publishPumpage',
    label: 'Pumpage',
    help: 'Pumpage by parish, aquifer, well use and year, exempt pumpage labelled, with each quarter checked against its invoices; also as CSV.',
  },
  {
    name: 'publishWells',
    label: 'Wells',
    help: 'A map and list of registered wells: number, aquifer, parish, use, depth and status. Owners are named only for clients marked public.',
  },
];

function SettingsForm({ stored }: { stored: PublicDataSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PublicDataSettings>(stored);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const save = useMutation({
    mutationFn: (body: PublicDataSettings) => api(updatePublicDataSettingsEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFeedback(null);
    try {
      setFeedback({ severity: 'success', message: (await save.mutateAsync(values)).message });
    } catch (error) {
      setFeedback({ severity: 'warning', message: errorMessage(error) });
    }
  };
  return (
    <form noValidate aria-label="Public data" onSubmit={(event) => void submit(event)}>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <FormGroup>
        {SWITCHES.map((item) => (
          <FormControlLabel
            key={item.name}
            sx={{ alignItems: 'flex-start', mb: 1.5 }}
            control={
              <Switch
                checked={values[item.name]}
                onChange={(event) => setValues({ ...values, [item.name]: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': `public-data-${item.name}-help` } }}
              />
            }
            label={
              <>
                <Typography sx={{ pt: 1 }}>Publish the {item.label.toLowerCase()}</Typography>
                <Typography id={`public-data-${item.name}-help`} variant="body2" color="text.secondary">
                  {item.help}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mt: 1 }}
      >
        <Link href="/public" target="_blank" rel="noopener">
          Open the public page
        </Link>
        <SubmitButton isPending={save.isPending}>Save public data settings</SubmitButton>
      </Stack>
    </form>
  );
}

/**
 * What the district publishes without sign-in (/public), each section on or off. Owners' names,
 * contacts, addresses, meter readings and invoices are never published, whatever is chosen here.
 */
export function PublicDataSection() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await api(getPublicDataSettingsEndpoint)).data,
  });
  return (
    <FormSection title="Public data" framed>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Anyone may open the district’s public page without an account. Choose what it shows; owners’ names,
        contacts, addresses, meter readings and invoices are never published.
      </Typography>
      {settings.isPending ? (
        <Skeleton
          variant="rectangular"
          height={160}
          role="progressbar"
          aria-label="Loading the public data settings"
        />
      ) : settings.isError ? (
        <TableErrorAlert error={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm
          stored={{
            publishLanding: settings.data.publishLanding,
            publishPumpage: settings.data.publishPumpage,
            publishWells: settings.data.publishWells,
          }}
        />
      )}
    </FormSection>
  );
}
