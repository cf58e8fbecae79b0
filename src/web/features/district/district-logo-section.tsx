import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  districtLogoEndpoint,
  LOGO_MESSAGE,
  MAX_LOGO_BYTES,
  updateDistrictLogoEndpoint,
  type DistrictProfileRecord,
} from '../../../shared/contracts/district';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { FormSection } from '../../components/form/form-section';
import { useToast } from '../../components/toast/use-toast';
import { api, errorMessage } from '../../lib/api';
import { districtProfileQuery } from '../../lib/district-profile';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The logo printed on invoices: its preview, Choose logo… (PNG or JPEG) and Remove, confirmed. */
export function DistrictLogoSection({ profile }: { profile: DistrictProfileRecord }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState(false);
  const save = useMutation({
    mutationFn: (logo: string | null) => api(updateDistrictLogoEndpoint, { body: { logo } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      return queryClient.invalidateQueries({ queryKey: districtProfileQuery().queryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > MAX_LOGO_BYTES) {
      toast.error(LOGO_MESSAGE);
      return;
    }
    save.mutate(await readAsDataUrl(file));
  };

  const updatedAt = profile.logoUpdatedAt;
  return (
    <FormSection title="Logo" framed>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 180, minHeight: 56, display: 'flex', alignItems: 'center' }}>
          {updatedAt ? (
            <img
              src={`${districtLogoEndpoint.path}?v=${encodeURIComponent(updatedAt)}`}
              alt="District logo as printed on invoices"
              style={{ maxHeight: 56, maxWidth: 180 }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              No logo yet: invoices print the district’s name alone.
            </Typography>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label="Logo file"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="outlined" disabled={save.isPending} onClick={() => input.current?.click()}>
          {updatedAt ? 'Replace logo…' : 'Choose logo…'}
        </Button>
        {updatedAt && (
          <Button color="error" disabled={save.isPending} onClick={() => setRemoving(true)}>
            Remove logo
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        PNG or JPEG, at most {MAX_LOGO_BYTES / 1024} KB; printed about 6 cm wide at most.
      </Typography>
      <ConfirmModalOnDemand
        open={removing}
        title="Remove logo"
        text="Remove the district’s logo? Invoices will print the district’s name alone."
        confirmLabel="Remove"
        confirmColor="error"
        onCancel={() => setRemoving(false)}
        onConfirm={async () => {
          await save.mutateAsync(null).catch(() => undefined);
          setRemoving(false);
        }}
      />
    </FormSection>
  );
}
