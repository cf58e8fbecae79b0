import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/**
 * The outcome of a load or a save, shown above a form or list: load failures as
 * an error, save failures as a warning, success as a success alert.
 */
export interface Feedback {
  severity: 'success' | 'warning' | 'error';
  message: string;
}

/**
 * Each new outcome is brought into view and focused: the Save button of a long form sits far below
 * its alert, and a result nobody sees reads as "nothing happened".
 */
export function FeedbackAlert({ feedback, onClose }: { feedback: Feedback | null; onClose?: () => void }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = alertRef.current;
    if (!feedback || !alert) return;
    // jsdom has no scrolling; browsers all do.
    alert.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    alert.focus({ preventScroll: true });
  }, [feedback]);

  if (!feedback) return null;
  return (
    <Alert ref={alertRef} tabIndex={-1} severity={feedback.severity} onClose={onClose} sx={{ mb: 2 }}>
      {feedback.message}
    </Alert>
  );
}
