import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { TableErrorBoundary } from '../../components/table-error-boundary';
import { useStoredState } from '../../lib/use-stored-state';
import { GenerateQuarterDialog } from './generate-quarter-dialog';
import { InvoiceFilterPanel } from './invoice-filter-panel';
import { defaultInvoiceFilter, invoicePanelFilterSchema } from './invoice-filter-values';
import { clearInvoiceTableStateOncePerLoad, resetStoredInvoicePage } from './invoice-table-state';
import { InvoicesTable } from './invoices-table';

clearInvoiceTableStateOncePerLoad();

/** /invoices (staff): every client's invoices with filters kept across visits, bulk actions and generation. */
export default function InvoicesPage() {
  const [filter, setFilter] = useStoredState(
    'invoice-filter',
    invoicePanelFilterSchema,
    defaultInvoiceFilter(),
  );
  const [generating, setGenerating] = useState(false);
  return (
    <>
      <PageHeader
        title="Invoices"
        actions={
          <Button variant="contained" onClick={() => setGenerating(true)}>
            Generate Quarter
          </Button>
        }
      />
      <InvoiceFilterPanel
        applied={filter}
        onSearch={(next) => {
          resetStoredInvoicePage();
          setFilter(next);
        }}
      />
      {/* A new search starts over: first page, no selection. */}
      <TableErrorBoundary>
        <InvoicesTable key={JSON.stringify(filter)} panelFilter={filter} />
      </TableErrorBoundary>
      <GenerateQuarterDialog open={generating} onClose={() => setGenerating(false)} />
    </>
  );
}
