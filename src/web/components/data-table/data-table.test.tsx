import { screen, waitFor, within } from '@testing-library/react';
import type { MRT_ColumnDef } from 'material-react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable } from './data-table';

interface Parish {
  id: number;
  parishId: string;
  name: string;
}

const columns: MRT_ColumnDef<Parish>[] = [
  { accessorKey: 'parishId', header: 'Parish Id' },
  { accessorKey: 'name', header: 'Parish' },
];

const rows: Parish[] = [
  { id: 1, parishId: 'WBR', name: 'West Baton Rouge' },
  { id: 2, parishId: 'ASC', name: 'Ascension' },
  { id: 3, parishId: 'EBR', name: 'East Baton Rouge' },
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
    expect(bodyTexts()).toEqual(['ASCAscension', 'EBREast Baton Rouge', 'WBRWest Baton Rouge']);
    await user.click(screen.getByText('Parish', { selector: '.Mui-TableHeadCell-Content-Wrapper' }));
    expect(bodyTexts()).toEqual(['WBRWest Baton Rouge', 'EBREast Baton Rouge', 'ASCAscension']);
  });

  it('filters by column', async () => {
    const { user } = renderTable();
    await user.type(screen.getByPlaceholderText('Filter by Parish'), 'East');
    await waitFor(() => expect(bodyTexts()).toEqual(['EBREast Baton Rouge']));
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
