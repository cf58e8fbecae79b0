import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  pumpageUploadTemplateEndpoint,
  templateFileName,
  type PumpageTemplateQuery,
} from '../../../shared/contracts/pumpage-upload';
import { api, errorMessage } from '../../lib/api';
import { saveBlob } from '../../lib/download';

const TEMPLATES: { label: string; query: PumpageTemplateQuery }[] = [
  { label: 'Daily (CSV)', query: { kind: 'daily', format: 'csv' } },
  { label: 'Daily (XLSX)', query: { kind: 'daily', format: 'xlsx' } },
  { label: 'Hourly (CSV)', query: { kind: 'hourly', format: 'csv' } },
  { label: 'Hourly (XLSX)', query: { kind: 'hourly', format: 'xlsx' } },
];

/** Template downloads go through the api client: they need the bearer token, so plain links cannot work. */
export function UploadTemplateLinks({ onError }: { onError: (message: string) => void }) {
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (query: PumpageTemplateQuery) => {
    const name = templateFileName(query);
    setDownloading(name);
    try {
      const blob = await api(pumpageUploadTemplateEndpoint, { query });
      saveBlob(blob, name);
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography variant="body2">Templates:</Typography>
      {TEMPLATES.map(({ label, query }) => (
        <Button
          key={label}
          size="small"
          onClick={() => void download(query)}
          disabled={downloading === templateFileName(query)}
          aria-label={`Download ${label.replace(' (', ' template (')}`}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
