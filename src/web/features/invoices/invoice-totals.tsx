import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { formatDollars, formatKgalValue } from '../../../shared/format';

function Line({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  const variant = strong ? 'h6' : 'body1';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 4 }}>
      <Typography variant={variant}>{label}</Typography>
      <Typography variant={variant} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Typography>
    </Stack>
  );
}

/** Fee, adjustments, late fee and the total the invoice asks today. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, ml: { md: 'auto' }, maxWidth: { md: 420 } }}
      component="section"
      aria-label="Totals"
    >
      <Line
        label={`Fee (${formatKgalValue(invoice.gallons)} thousand gallons billed)`}
        amount={formatDollars(invoice.feeAmount)}
      />
      <Line label="Adjustments" amount={formatDollars(invoice.adjustmentsAmount)} />
      <Line label="Late fee" amount={formatDollars(invoice.lateFeeAmount)} />
      <Line label="Total" amount={formatDollars(invoice.totalAmount)} strong />
    </Paper>
  );
}
