import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TABLE_ERROR_TEXT, TableErrorBoundary } from './table-error-boundary';

function BrokenTable(): never {
  throw new Error('unexpected row');
}

describe('TableErrorBoundary', () => {
  it('shows the table, or when it fails to render, the spec’s message with Try Again', async () => {
    const { rerender } = render(
      <TableErrorBoundary>
        <p>rows</p>
      </TableErrorBoundary>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    rerender(
      <TableErrorBoundary onRetry={onRetry}>
        <BrokenTable />
      </TableErrorBoundary>,
    );
    expect(screen.getByText(TABLE_ERROR_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
