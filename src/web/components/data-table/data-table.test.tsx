import { screen, waitFor, within } from '@testing-library/react';
import type { MRT_ColumnDef } from 'material-react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable } from './data-table';

interface Parish {
  id: number;
  parishId: string;
  name: string;
  wells: number;
}

const columns: MRT_ColumnDef<Parish>[] = [
  { accessorKey: 'parishId', header: 'Parish Id' },
  { accessorKey: 'name', header: 'Parish' },
  { accessorKey: 'wells', header: 'Wells' },
];

const rows: Parish[] = [
  { id: 1, parishId: 'WBR', name: 'West Baton Rouge', wells: 30 },
  { id: 2, parishId: 'ASC', name: 'Ascension', wells: 5 },
  { id: 3, parishId: 'EBR', name: 'East Baton Rouge', wells: 120 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Parish>>[0]> = {}) {
  return renderWithProviders(
    <DataTable<Parish>
      label="Parishes"
      columns={columns}
      data={rows}
      isLoading={false}
      emptyText="No parishes yet."
      getRowId={(row) => String(row.id)}
      initialSort={{ id: 'name' }}
      {...props}
    />,
  );
}

const bodyTexts = () =>
  within(screen.getByRole('table', { name: 'Parishes' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('DataTable', () => {
  it('sorts by the initial column and by a header click', async () => {
    const { user } = renderTable();
    expect(bodyTexts()).toEqual(['ASCAscension5', 'EBREast Baton Rouge120', 'WBRWest Baton Rouge30']);
    await user.click(screen.getByText('Parish', { selector: '.Mui-TableHeadCell-Content-Wrapper' }));
    expect(bodyTexts()).toEqual(['WBRWest Baton Rouge30', 'EBREast Baton Rouge120', 'ASCAscension5']);
  });

  it('sorts a number column ascending on the first click, like text', async () => {
    const { user } = renderTable({ initialSort: undefined });
    await user.click(screen.getByText('Wells', { selector: '.Mui-TableHeadCell-Content-Wrapper' }));
    expect(bodyTexts()).toEqual(['ASCAscension5', 'WBRWest Baton Rouge30', 'EBREast Baton Rouge120']);
  });

  it('pins the row actions to the right edge and hides the columns it is told to', () => {
    renderTable({
      renderRowActions: (row) => <button>View {row.parishId}</button>,
      hiddenColumns: ['parishId'],
    });
    const actionsCell = screen.getByRole('button', { name: 'View WBR' }).closest('td');
    expect(actionsCell).toHaveAttribute('data-pinned', 'true');
    expect(screen.queryByText('Parish Id')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show/Hide columns' })).toBeInTheDocument();
  });

  it('filters by column', async () => {
    const { user } = renderTable();
    await user.type(screen.getByPlaceholderText('Filter by Parish'), 'East');
    await waitFor(() => expect(bodyTexts()).toEqual(['EBREast Baton Rouge120']));
  });

  it('shows its empty text', () => {
    renderTable({ data: [] });
    expect(screen.getByText('No parishes yet.')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ data: undefined, error: 'Database unavailable.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
