import DialogContentText from '@mui/material/DialogContentText';
import { READINGS_FILE_HEADERS, type UploadReadingsResponse } from '../../../shared/contracts/meter-readings';
import { FileUploadDialog } from '../../components/file-upload-dialog';
import { useFileUpload } from '../../components/use-file-upload';
import { useUploadReadings } from './api';

/** What the file input offers: the formats the server reads. */
export const READINGS_FILE_ACCEPT = '.csv,.xlsx';
const NO_FILE = 'Choose a CSV or XLSX file first.';

export interface UploadReadingsDialogProps {
  onClose: () => void;
  onUploaded: (answer: UploadReadingsResponse) => void;
}

/**
 * Upload Readings: one CSV or XLSX file of readings, checked whole by the server; its refusal lists
 * every bad line, shown in full with its line breaks. Mounted while open, so each opening starts
 * without a file.
 */
export function UploadReadingsDialog({ onClose, onUploaded }: UploadReadingsDialogProps) {
  const upload = useFileUpload(useUploadReadings(), NO_FILE);
  const submit = () =>
    upload.submit((answer) => {
      onUploaded(answer);
      onClose();
    });

  return (
    <FileUploadDialog
      title="Upload Readings File"
      upload={upload}
      accept={READINGS_FILE_ACCEPT}
      fileLabel="Readings file"
      progressLabel="Uploading"
      actionLabel="Upload"
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>
        A CSV or XLSX file with the header {READINGS_FILE_HEADERS.join(',')}. Each row names its meter by
        serial number or its well by number; dates as YYYY-MM-DD, readings as the register shows them. A file
        with any bad row is not loaded at all; readings that look wrong are held for review.
      </DialogContentText>
    </FileUploadDialog>
  );
}
