import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  PAYMENT_NOW_PROCESSING,
  PAYMENT_RECORDED,
  paymentIntentIdParam,
  recordPaymentEndpoint,
} from '../../../shared/contracts/payment-intents';
import { isStaff } from '../../../shared/rules/access';
import { PageHeader } from '../../components/page-header';
import { api, ApiError, errorMessage } from '../../lib/api';
import { invoicePath, viewInvoicePath } from '../../lib/invoice-paths';
import { routeId } from '../../lib/routing';
import { useSession } from '../../lib/session';

/** How long the recorded payment's message shows before the invoice opens. */
export const PAYMENT_REDIRECT_MS = 2500;
export const PAYMENT_FAILED = 'Error! Something went wrong. Please check the error';
export const INCOMPLETE_ADDRESS =
  'This confirmation address is incomplete. Open the invoice to see whether it has been paid.';

/**
 * Where a confirmed payment lands, from the payment dialog or the provider's redirect: the server asks
 * the provider for the intent's real state and records it (the redirect's query parameters are not
 * trusted, so they are ignored), then the invoice opens.
 */
export default function PaymentConfirmationPage() {
  const params = useParams();
  const clientId = routeId(params.clientId);
  const invoiceId = routeId(params.invoiceId);
  const paymentIntentId = paymentIntentIdParam.safeParse(params.paymentIntentId).data ?? null;
  const staff = isStaff(useSession()?.accessLevel ?? 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // A query, so React's double effects in development record once; recording twice would be harmless.
  const record = useQuery({
    queryKey: ['payments', 'record', clientId, invoiceId, paymentIntentId],
    queryFn: async () => {
      if (clientId === null || invoiceId === null || paymentIntentId === null)
        throw new ApiError(400, INCOMPLETE_ADDRESS);
      return (await api(recordPaymentEndpoint, { query: { clientId, invoiceId, paymentIntentId } })).data;
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const recorded = record.isSuccess;
  const refused = record.isError;
  useEffect(() => {
    // A refusal may still have moved the payment (money that arrived for a changed or paid invoice
    // is being refunded): the invoice page read next shows it, not what was cached before paying.
    if (refused) void queryClient.invalidateQueries({ queryKey: ['invoices'] });
  }, [refused, queryClient]);
  useEffect(() => {
    if (!recorded || invoiceId === null) return;
    // Every invoice query lives under 'invoices': the lists and the invoice now show it paid.
    void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    const timer = setTimeout(
      () => navigate(viewInvoicePath(invoiceId, staff), { replace: true }),
      PAYMENT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [recorded, invoiceId, staff, navigate, queryClient]);

  const invoicesPath = staff ? '/invoices' : '/client/payment/invoices';
  const unpaidPath =
    invoiceId === null || clientId === null
      ? invoicesPath
      : invoicePath({ id: invoiceId, clientId, hasPaid: false }, staff);
  return (
    <>
      <PageHeader title="Payment" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {record.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={28} aria-label="Processing your payment" />
            <Typography>Processing your payment...</Typography>
          </Stack>
        )}
        {record.isSuccess && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
              {record.data.status === 'processing' ? PAYMENT_NOW_PROCESSING : PAYMENT_RECORDED}
            </Alert>
            <Typography color="text.secondary">Taking you back to the invoice...</Typography>
            <Button
              variant="outlined"
              component={RouterLink}
              to={invoiceId === null ? invoicesPath : viewInvoicePath(invoiceId, staff)}
              replace
            >
              View Invoice
            </Button>
          </Stack>
        )}
        {record.isError && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              {PAYMENT_FAILED}
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {errorMessage(record.error)}
              </Typography>
            </Alert>
            <Button variant="contained" component={RouterLink} to={unpaidPath}>
              Back to Invoice
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
