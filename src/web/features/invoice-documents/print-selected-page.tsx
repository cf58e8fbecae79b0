import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { invoicesReportEndpoint, MAX_PRINTED_INVOICES } from '../../../shared/contracts/invoice-documents';
import { listInvoicesEndpoint, type InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { formatDay, formatDollars } from '../../../shared/format';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { PageHeader } from '../../components/page-header';
import { api, errorMessage } from '../../lib/api';
import { openBlankTab, POPUPS_BLOCKED } from '../../lib/open-document';
import { queryTableState } from '../../components/query-table-state';

export const NO_INVOICES_SELECTED = 'No invoices selected.';
export const MERGE_FAILED = 'Failed to generate merged PDF. Please try again.';
/** The page lists this many of the invoices it prints; Print All prints them all. */
const LISTED = 200;

const COLUMNS: CompactColumn<InvoiceSummary>[] = [
  { id: 'number', header: 'Invoice', value: (invoice) => invoice.invoiceNumber },
  { id: 'client', header: 'Client', value: (invoice) => invoice.clientName },
  { id: 'period', header: 'Period', value: (invoice) => `${invoice.year} Q${invoice.quater}` },
  { id: 'billed', header: 'Billing date', value: (invoice) => formatDay(invoice.billingDate) },
  { id: 'total', header: 'Total', value: (invoice) => formatDollars(invoice.totalAmount) },
];

/** Invoice ids from `?ids=1,2,3`: positive whole numbers, each once, in the order given. */
export function idsFromQuery(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_PRINTED_INVOICES);
}

type PrintState =
  | { kind: 'idle' }
  | { kind: 'working'; receivedBytes: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** Points the tab at the merged PDF and opens the print dialog once it has loaded, if the browser lets us. */
function showAndPrint(tab: Window, url: string): void {
  tab.location.href = url;
  let tries = 0;
  const timer = window.setInterval(() => {
    tries += 1;
    try {
      if (tab.closed || tries > 40) return window.clearInterval(timer);
      if (tab.location.href === url && tab.document.readyState === 'complete') {
        window.clearInterval(timer);
        tab.print();
      }
    } catch {
      window.clearInterval(timer);
    }
  }, 250);
}

/**
 * /invoice/print-selected?ids=1,2,3: the invoices to print, and Print All, which has the server merge
 * their PDFs into one (streamed, so a whole quarter takes one request) and opens it for printing.
 */
export default function PrintSelectedPage() {
  const [params] = useSearchParams();
  const ids = useMemo(() => idsFromQuery(params.get('ids')), [params]);
  const [state, setState] = useState<PrintState>({ kind: 'idle' });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);

  const listed = useQuery({
    queryKey: ['invoices', 'print', ids],
    queryFn: () =>
      api(listInvoicesEndpoint, {
        body: { invoiceIds: ids.slice(0, LISTED) },
        query: { page: 1, pageSize: LISTED, sortBy: 'invoiceNumber', sortDirection: 'asc' },
      }),
    enabled: ids.length > 0,
  });

  const printAll = async () => {
    const tab = openBlankTab();
    if (!tab) {
      window.alert(POPUPS_BLOCKED);
      return;
    }
    setState({ kind: 'working', receivedBytes: 0 });
    try {
      const pdf = await api(
        invoicesReportEndpoint,
        { query: { ids: ids.join(',') } },
        { onProgress: (receivedBytes) => setState({ kind: 'working', receivedBytes }) },
      );
      const url = URL.createObjectURL(pdf as Blob);
      setObjectUrl(url);
      showAndPrint(tab, url);
      setState({ kind: 'done' });
    } catch (error) {
      tab.close();
      setState({ kind: 'failed', message: `${MERGE_FAILED} (${errorMessage(error)})` });
    }
  };

  if (ids.length === 0) {
    return (
      <>
        <PageHeader title="Print invoices" />
        <Alert severity="info">{NO_INVOICES_SELECTED}</Alert>
      </>
    );
  }
  const working = state.kind === 'working';
  return (
    <>
      <PageHeader
        title="Print invoices"
        subtitle={`${ids.length.toLocaleString('en-US')} invoice${ids.length === 1 ? '' : 's'} selected`}
        actions={
          <Button variant="contained" onClick={() => void printAll()} disabled={working}>
            Print All
          </Button>
        }
      />
      {working && (
        <Stack spacing={1} sx={{ mb: 2 }} role="status">
          <LinearProgress aria-label="Preparing the PDF" />
          <Typography variant="body2">
            Preparing {ids.length.toLocaleString('en-US')} invoices as one PDF…{' '}
            {(state.receivedBytes / 1_048_576).toFixed(1)} MB received
          </Typography>
        </Stack>
      )}
      {state.kind === 'done' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          The PDF opened in a new tab.
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {state.message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {ids.length > LISTED && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Listing the first {LISTED} by invoice number; Print All prints all{' '}
            {ids.length.toLocaleString('en-US')}.
          </Typography>
        )}
        <CompactTable<InvoiceSummary>
          label="Invoices to print"
          columns={COLUMNS}
          data={listed.data?.data}
          {...queryTableState(listed)}
          emptyText="None of these invoices was found."
          getRowId={(invoice) => String(invoice.id)}
        />
      </Paper>
    </>
  );
}
