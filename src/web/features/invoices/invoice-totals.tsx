import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import type { InvoiceRateLine } from '../../../shared/contracts/rates';
import { formatDollars, formatKgalValue, MONTH_NAMES } from '../../../shared/format';

/** "Jul 1" of a YYYY-MM-DD day. */
function monthDay(day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1] ?? ''} ${date}`;
}

/** "Jul 1 – Jul 31, 2026 · 10,000 kgal at $20.00 per million gallons · $200.00". */
export function rateLineText(line: InvoiceRateLine): string {
  const fromYear = line.fromOn.slice(0, 4);
  const toYear = line.toOn.slice(0, 4);
  const from = fromYear === toYear ? monthDay(line.fromOn) : `${monthDay(line.fromOn)}, ${fromYear}`;
  return (
    `${from} – ${monthDay(line.toOn)}, ${toYear} · ${formatKgalValue(line.billedKgal)} kgal at ` +
    `${formatDollars(line.ratePerMillionGallons)} per million gallons · ${formatDollars(line.feeAmount)}`
  );
}

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

/** Fee with the rate line or lines it adds up from, adjustments, late fee and the total the invoice asks today. */
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
      {invoice.rateLines.length > 0 && (
        <Stack component="ul" aria-label="Rates billed" sx={{ m: 0, mb: 0.5, pl: 2, listStyle: 'none' }}>
          {invoice.rateLines.map((line) => (
            <Typography component="li" variant="body2" color="text.secondary" key={line.fromOn}>
              {rateLineText(line)}
            </Typography>
          ))}
        </Stack>
      )}
      <Line label="Adjustments" amount={formatDollars(invoice.adjustmentsAmount)} />
      <Line label="Late fee" amount={formatDollars(invoice.lateFeeAmount)} />
      <Line label="Total" amount={formatDollars(invoice.totalAmount)} strong />
    </Paper>
  );
}
