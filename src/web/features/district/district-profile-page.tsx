import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  districtProfileSchema,
  updateDistrictProfileEndpoint,
  type DistrictProfile,
  type DistrictProfileInput,
  type DistrictProfileRecord,
} from '../../../shared/contracts/district';
import { FeedbackAlert, type Feedback } from '../../components/feedback-alert';
import { AddressFields } from '../../components/form/address-fields';
import { FormSection } from '../../components/form/form-section';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { ApiError, api, errorMessage } from '../../lib/api';
import { districtProfileQuery } from '../../lib/district-profile';
import { formatPhone } from '../../lib/masks';
import { DistrictLogoSection } from './district-logo-section';
import { PublicDataSection } from './public-data-section';

const EMPTY: DistrictProfileInput = {
  name: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  email: '',
  remitTo: '',
};

function formValuesOf(profile: DistrictProfileRecord | null): DistrictProfileInput {
  if (!profile) return EMPTY;
  const { logoUpdatedAt: _logo, ...fields } = profile;
  return Object.fromEntries(
    Object.entries({ ...EMPTY, ...fields }).map(([key, value]) => [key, value ?? '']),
  ) as DistrictProfileInput;
}

function DistrictProfileForm({ profile }: { profile: DistrictProfileRecord | null }) {
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const save = useMutation({
    mutationFn: (values: DistrictProfile) => api(updateDistrictProfileEndpoint, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: districtProfileQuery().queryKey }),
  });
  const { control, handleSubmit, setError } = useForm<DistrictProfileInput, unknown, DistrictProfile>({
    resolver: zodResolver(districtProfileSchema),
    defaultValues: formValuesOf(profile),
  });
  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      setFeedback({ severity: 'success', message: (await save.mutateAsync(values)).message });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          setError(field as FieldPath<DistrictProfileInput>, { message });
        }
      }
      setFeedback({ severity: 'warning', message: errorMessage(error) });
    }
  });
  return (
    <form noValidate aria-label="District profile" onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {!profile && (
          <Alert severity="info">
            Invoices show the district’s name and address once they are entered here.
          </Alert>
        )}
        <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
        <FormSection title="District" framed>
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField control={control} name="name" label="Name" required autoFocus={!profile} />
            </Grid>
            <AddressFields control={control} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="phone"
                label="Phone"
                placeholder="(999)-999-9999"
                format={formatPhone}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label="Email" type="email" />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="remitTo"
                label="Remit To"
                helperText="Who checks are made out to and where they are mailed, as invoices print it"
                multiline
                minRows={2}
              />
            </Grid>
          </Grid>
        </FormSection>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton isPending={save.isPending}>Save</SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * /management/district-profile (Admin): the district's name, address, remit-to and logo for its
 * invoices, and what it publishes on its public page.
 */
export default function DistrictProfilePage() {
  const profile = useQuery(districtProfileQuery());
  return (
    <>
      <PageHeader title="District Profile" />
      {profile.isPending ? (
        <PageLoader label="Loading the district profile" />
      ) : profile.isError ? (
        <Alert severity="error">{errorMessage(profile.error)}</Alert>
      ) : (
        <Stack spacing={2}>
          <DistrictProfileForm profile={profile.data} />
          {profile.data && <DistrictLogoSection profile={profile.data} />}
          <PublicDataSection />
        </Stack>
      )}
    </>
  );
}
