import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { PaginationState } from '@tanstack/react-table';
import { useState } from 'react';
import { useParams } from 'react-router';
import { INVOICE_ITEM_PAGE_SIZES } from '../../../shared/contracts/invoices';
import { INVOICE_NOT_FOUND } from '../../../shared/contracts/messages';
import { ACCESS, isStaff } from '../../../shared/rules/access';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDistrictProfile, useInvoice } from './api';
import { InvoiceAdjustments } from './invoice-adjustments';
import { InvoiceEmails } from './invoice-email-history';
import { InvoiceHistory } from './invoice-history';
import { InvoiceItemsTable } from './invoice-items-table';
import { InvoiceNotices } from './invoice-notices';
import { InvoiceParties } from './invoice-parties';
import { InvoicePaymentPanel } from './invoice-payment-panel';
import { InvoicePayments } from './invoice-payments';
import { InvoiceStaffControls } from './invoice-staff-controls';
import { InvoiceSyncLog } from './invoice-sync-log';
import { InvoiceTotals } from './invoice-totals';
import { routeId } from '../../lib/routing';
import { useOpenInvoicePdf } from '../../lib/open-document';

/**
 * An invoice's page, for staff (/payment/make-payment/{id}/{clientId}, /payment/view-invoice/{id})
 * and owners (/client/payment/make-payment/{id}, /client/payment/view-invoice/{id}): who bills whom,
 * the notices, the wells' pumpage, adjustments, totals, how to pay (staff pay on an owner's behalf
 * too), the payments made and, for staff, their actions, the e-mails, the accounting syncs and the
 * history.
 */
export default function InvoiceDetailPage() {
  const params = useParams();
  const invoiceId = routeId(params.invoiceId);
  const clientId = routeId(params.clientId) ?? undefined;
  const accessLevel = useSession()?.accessLevel ?? 0;
  const staff = isStaff(accessLevel);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: INVOICE_ITEM_PAGE_SIZES[0],
  });
  const invoice = useInvoice(invoiceId ?? 0, clientId, pagination.pageIndex + 1, pagination.pageSize);
  const district = useDistrictProfile();
  const openPdf = useOpenInvoicePdf();

  if (invoiceId === null) return <Alert severity="error">{INVOICE_NOT_FOUND}</Alert>;
  if (invoice.isPending) return <PageLoader label="Loading invoice" />;
  if (invoice.isError) {
    const notFound = invoice.error instanceof ApiError && invoice.error.status === 404;
    return <Alert severity="error">{notFound ? INVOICE_NOT_FOUND : errorMessage(invoice.error)}</Alert>;
  }
  const data = invoice.data;
  return (
    <>
      <PageHeader
        title={`Invoice ${data.invoiceNumber}`}
        subtitle={data.title}
        actions={
          <Button variant="outlined" onClick={() => void openPdf(data.id)}>
            Print
          </Button>
        }
      />
      <InvoiceNotices invoice={data} />
      {staff && <InvoiceStaffControls invoice={data} />}
      <InvoiceParties invoice={data} district={district.data} canEditDistrict={accessLevel >= ACCESS.admin} />
      <InvoiceItemsTable
        invoice={data}
        pagination={pagination}
        onPaginationChange={setPagination}
        isRefreshing={invoice.isFetching}
        canEdit={staff}
      />
      <InvoiceAdjustments invoice={data} canEdit={staff} />
      <InvoiceTotals invoice={data} />
      <InvoicePaymentPanel invoice={data} district={district.data} />
      <InvoicePayments invoice={data} />
      {staff && <InvoiceEmails invoiceId={data.id} />}
      {staff && <InvoiceSyncLog invoiceId={data.id} />}
      {staff && <InvoiceHistory invoiceId={data.id} />}
    </>
  );
}
