import DialogContentText from '@mui/material/DialogContentText';
import { useMutation } from '@tanstack/react-query';
import {
  NO_FILE_MESSAGE,
  PUMPAGE_FILE_HEADERS,
  UPLOAD_ACCEPT,
  uploadWellPumpagesEndpoint,
  type UploadPumpageResponse,
} from '../../../shared/contracts/pumpage-upload';
import { FileUploadDialog } from '../../components/file-upload-dialog';
import { useFileUpload } from '../../components/use-file-upload';
import { api } from '../../lib/api';
import { UploadTemplateLinks } from './upload-template-links';

export interface UploadPumpageDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: (message: string) => void;
}

function uploadFile(file: File): Promise<UploadPumpageResponse> {
  const formData = new FormData();
  formData.append('file', file);
  return api(uploadWellPumpagesEndpoint, undefined, { formData });
}

/** The pumpage upload dialog of the management page: one CSV or XLSX file, checked whole before anything is saved. */
export function UploadPumpageDialog({ open, onClose, onUploaded }: UploadPumpageDialogProps) {
  const upload = useFileUpload(useMutation({ mutationFn: uploadFile }), NO_FILE_MESSAGE);

  // The dialog stays mounted once opened, so each closing starts the next opening afresh.
  const close = () => {
    upload.reset();
    onClose();
  };

  const submit = () =>
    upload.submit((answer) => {
      onUploaded(answer.message);
      close();
    });

  return (
    <FileUploadDialog
      open={open}
      title="Upload Pumpage"
      upload={upload}
      accept={UPLOAD_ACCEPT}
      fileLabel="Pumpage file"
      progressLabel="Uploading"
      actionLabel="Upload"
      onSubmit={submit}
      onClose={close}
    >
      <DialogContentText>
        A CSV or XLSX file with the header {PUMPAGE_FILE_HEADERS.daily.join(',')} (daily) or{' '}
        {PUMPAGE_FILE_HEADERS.hourly.join(',')} (hourly). Dates as YYYY-MM-DD or MM/DD/YYYY, hours 0 to 23,
        pumpage in thousands of gallons. Rows replace earlier values of the same well and day or hour; a file
        with any bad row is not loaded at all.
      </DialogContentText>
      <UploadTemplateLinks onError={upload.showProblem} />
    </FileUploadDialog>
  );
}
