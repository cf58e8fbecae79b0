import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const TABLE_ERROR_TEXT = 'Something went wrong with the table.';

interface TableErrorBoundaryProps {
  children: ReactNode;
  /** What Try Again does; reloading the page by default. */
  onRetry?: () => void;
}

/**
 * Catches a table that fails to render (a row the code did not expect, say) so the rest of the
 * page stays usable: the spec's 'Something went wrong with the table.' with 'Try Again'.
 */
export class TableErrorBoundary extends Component<TableErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const retry = this.props.onRetry ?? (() => window.location.reload());
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Try Again
          </Button>
        }
      >
        {TABLE_ERROR_TEXT}
      </Alert>
    );
  }
}
