import type { ReactNode } from 'react';

/** What every table of the app takes besides its columns and rows: its name, states and row actions. */
export interface TableBaseProps<Row> {
  /** Names the table for screen readers and tests. */
  label: string;
  isLoading: boolean;
  /** A load failure: the server's message, shown as an error alert with a retry. */
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  getRowId: (row: Row) => string;
  /** Buttons per row, e.g. View, in a last 'Actions' column. */
  renderRowActions?: (row: Row) => ReactNode;
}
