import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { TableErrorBoundary } from '../../components/table-error-boundary';
import { useStoredState } from '../../lib/use-stored-state';
import { InvoiceFilterPanel } from './invoice-filter-panel';
import { defaultInvoiceFilter, invoicePanelFilterSchema } from './invoice-filter-values';
import { clearInvoiceTableStateOncePerLoad, resetStoredInvoicePage } from './invoice-table-state';
import { InvoicesTable } from './invoices-table';
import { PAYMENT_EXCEPTIONS_PATH } from '../../lib/invoice-paths';
import { lazyOnDemand } from '../../lib/lazy-on-demand';

// Downloaded on the click: the list's first load has no room for a dialog used once a quarter.
const GenerateQuarterDialog = lazyOnDemand(() => import('./generate-quarter-dialog-on-demand'));

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
          <>
            <Button variant="outlined" component={RouterLink} to={PAYMENT_EXCEPTIONS_PATH}>
              Payment Exceptions
            </Button>
            <Button variant="contained" onClick={() => setGenerating(true)}>
              Generate Quarter
            </Button>
          </>
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
      {generating && (
        <Suspense fallback={<CircularProgress size={24} aria-label="Opening Generate Quarter" />}>
          <GenerateQuarterDialog onClose={() => setGenerating(false)} />
        </Suspense>
      )}
    </>
  );
}
