import Alert from '@mui/material/Alert';

/**
 * The outcome of a load or a save, shown above a form or list (spec section 8): load failures as
 * an error, save failures as a warning, success as a success alert.
 */
export interface Feedback {
  severity: 'success' | 'warning' | 'error';
  message: string;
}

export function FeedbackAlert({ feedback, onClose }: { feedback: Feedback | null; onClose?: () => void }) {
  if (!feedback) return null;
  return (
    <Alert severity={feedback.severity} onClose={onClose} sx={{ mb: 2 }}>
      {feedback.message}
    </Alert>
  );
}
