import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable, type TableColumn } from './data-table';

interface Parish {
  id: number;
  parishId: string;
  name: string;
  wells: number;
  kind: string;
}

const columns: TableColumn<Parish>[] = [
  { accessorKey: 'parishId', header: 'Parish Id' },
  { accessorKey: 'name', header: 'Parish' },
  { accessorKey: 'wells', header: 'Wells', meta: { align: 'right' } },
  {
    accessorKey: 'kind',
    header: 'Kind',
    meta: { filterVariant: 'select', filterSelectOptions: ['Rural', 'City'] },
  },
];

const rows: Parish[] = [
  { id: 1, parishId: 'WBR', name: 'West Baton Rouge', wells: 30, kind: 'Rural' },
  { id: 2, parishId: 'ASC', name: 'Ascension', wells: 5, kind: 'Rural' },
  { id: 3, parishId: 'EBR', name: 'East Baton Rouge', wells: 120, kind: 'City' },
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

const table = () => screen.getByRole('table', { name: 'Parishes' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const bodyTexts = () => bodyRows().map((row) => row.textContent);
const sortButton = (name: string) => within(table()).getByRole('button', { name });

describe('DataTable', () => {
  it('sorts by the initial column and by a header click', async () => {
    const { user } = renderTable();
    expect(bodyTexts()).toEqual([
      'ASCAscension5Rural',
      'EBREast Baton Rouge120City',
      'WBRWest Baton Rouge30Rural',
    ]);
    expect(screen.getByRole('columnheader', { name: /^Parish\b(?! Id)/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(sortButton('Parish'));
    expect(bodyTexts()).toEqual([
      'WBRWest Baton Rouge30Rural',
      'EBREast Baton Rouge120City',
      'ASCAscension5Rural',
    ]);
  });

  it('sorts a number column ascending on the first click, like text', async () => {
    const { user } = renderTable({ initialSort: undefined });
    await user.click(sortButton('Wells'));
    expect(bodyTexts().map((text) => text?.slice(0, 3))).toEqual(['ASC', 'WBR', 'EBR']);
  });

  it('pins the row actions to the right edge, opaque, from a tablet up (on a phone they scroll)', () => {
    renderTable({ renderRowActions: (row) => <button>View {row.parishId}</button> });
    const actionsCell = screen.getByRole('button', { name: 'View WBR' }).closest('td');
    expect(actionsCell).toHaveAttribute('data-pinned', 'true');
    // jsdom applies no media query: the phone's style is what it computes, the rule above it is read.
    expect(actionsCell).toHaveStyle({ position: 'static', right: '0px' });
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const className = [...(actionsCell?.classList ?? [])].find((name) => name.startsWith('css-'));
    expect(css).toMatch(new RegExp(`@media \\(min-width:600px\\)\\{\\.${className}\\{[^}]*position:sticky;`));
    expect(within(table()).getByRole('columnheader', { name: 'Actions' })).toHaveAttribute(
      'data-pinned',
      'true',
    );
  });

  it('hides the columns it is told to until the column toggle shows them', async () => {
    const { user } = renderTable({ hiddenColumns: ['parishId'] });
    expect(within(table()).queryByText('Parish Id')).not.toBeInTheDocument();
    expect(within(table()).queryByText('WBR')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Parish Id' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Wells' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Parish Id' }));
    await user.keyboard('{Escape}');
    expect(within(table()).getByText('WBR')).toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: /Wells/ })).not.toBeInTheDocument();
  });

  it('filters by column: text contains, a select filter matches exactly', async () => {
    const { user } = renderTable();
    await user.type(screen.getByPlaceholderText('Filter by Parish'), 'baton');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by Kind' }), 'City');
    expect(bodyTexts()).toEqual(['EBREast Baton Rouge120City']);
  });

  it('searches every column at once', async () => {
    const { user } = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search all columns' }), '120');
    await waitFor(() => expect(bodyTexts()).toEqual(['EBREast Baton Rouge120City']));
  });

  it('pages, with a choice of page sizes', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      parishId: `P${String(index + 1).padStart(2, '0')}`,
      name: `Parish ${String(index + 1).padStart(2, '0')}`,
      wells: index,
      kind: 'Rural',
    }));
    const { user } = renderTable({ data: many, pageSize: 10 });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(bodyTexts().map((text) => text?.slice(0, 3))).toEqual(['P11', 'P12']);
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(bodyRows()).toHaveLength(12);
  });

  it('selects rows one by one and all at once', async () => {
    const onRowSelectionChange = vi.fn();
    const { user } = renderTable({ options: { enableRowSelection: true, onRowSelectionChange } });
    await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    expect(onRowSelectionChange).toHaveBeenCalledOnce();
    expect(within(table()).getAllByRole('checkbox', { name: 'Toggle select row' })).toHaveLength(3);
  });

  it('shows a progress bar and disables its controls while loading, then its empty text', () => {
    const { rerender } = renderTable({ data: undefined, isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading Parishes' })).toBeVisible();
    expect(screen.getByPlaceholderText('Filter by Parish')).toBeDisabled();
    expect(screen.queryByText('No parishes yet.')).not.toBeInTheDocument();
    rerender(
      <DataTable<Parish>
        label="Parishes"
        columns={columns}
        data={[]}
        isLoading={false}
        emptyText="No parishes yet."
        getRowId={(row) => String(row.id)}
      />,
    );
    expect(screen.getByText('No parishes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry, and not the empty text as well', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ data: undefined, error: 'Database unavailable.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable.');
    expect(screen.queryByText('No parishes yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
