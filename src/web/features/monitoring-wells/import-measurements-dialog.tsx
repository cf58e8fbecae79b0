import DialogContentText from '@mui/material/DialogContentText';
import {
  MEASUREMENT_FILE_FORMAT_LABELS,
  MEASUREMENT_FILE_FORMATS,
  MEASUREMENT_FILE_MAX_BYTES,
  MEASUREMENT_IMPORT_ACCEPT,
  importedMessage,
  type ImportMeasurementsResponse,
} from '../../../shared/contracts/monitoring-wells';
import { FileUploadDialog } from '../../components/file-upload-dialog';
import { useFileUpload } from '../../components/use-file-upload';
import { useImportMeasurements } from './monitoring-wells-api';

export const IMPORT_TITLE = 'Import measurements';
export const CHOOSE_A_FILE = 'Choose a file to import.';

/** What the file brought, in one line for the toast and the dialog. */
export function importSummary(answer: ImportMeasurementsResponse): string {
  const parts = [
    `${MEASUREMENT_FILE_FORMAT_LABELS[answer.format]}, ${answer.sites} ${answer.sites === 1 ? 'site' : 'sites'}.`,
    importedMessage(answer),
  ];
  if (answer.otherRows === 1) parts.push('1 row of another parameter was left out.');
  if (answer.otherRows > 1) parts.push(`${answer.otherRows} rows of other parameters were left out.`);
  if (answer.alerts > 0) parts.push(`${answer.alerts} ${answer.alerts === 1 ? 'alert' : 'alerts'} raised.`);
  return parts.join(' ');
}

export interface ImportMeasurementsDialogProps {
  onClose: () => void;
  onImported: (summary: string) => void;
}

/**
 * One file in any of the three formats, recognised by the server from its content and checked whole
 * before anything is saved; a refusal lists every bad line, one per line.
 */
export function ImportMeasurementsDialog({ onClose, onImported }: ImportMeasurementsDialogProps) {
  const upload = useFileUpload(useImportMeasurements(), CHOOSE_A_FILE);
  const submit = () =>
    upload.submit((answer) => {
      onImported(importSummary(answer));
      onClose();
    });

  return (
    <FileUploadDialog
      title={IMPORT_TITLE}
      upload={upload}
      accept={MEASUREMENT_IMPORT_ACCEPT}
      fileLabel="Measurements file"
      progressLabel="Importing"
      actionLabel="Import"
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText component="div">
        One of these files, recognised by its content:
        <ul>
          {MEASUREMENT_FILE_FORMATS.map((format) => (
            <li key={format}>{MEASUREMENT_FILE_FORMAT_LABELS[format]}</li>
          ))}
        </ul>
        Sites are matched by agency and site number, so add the monitoring wells first. A file with any bad
        row is not loaded at all; importing a file again adds nothing. Files of up to{' '}
        {MEASUREMENT_FILE_MAX_BYTES / (1024 * 1024)} MB.
      </DialogContentText>
    </FileUploadDialog>
  );
}
