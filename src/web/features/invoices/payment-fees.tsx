import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { paymentFeesEndpoint } from '../../../shared/contracts/payments';
import { dollarsToCents } from '../../../shared/rules/billing';
import { formatCents } from '../../../shared/format';
import {
  amountToChargeCents,
  processingFeeCents,
  type OnlinePaymentMethod,
} from '../../../shared/rules/payment-fees';
import { api } from '../../lib/api';

const METHODS: { method: OnlinePaymentMethod; label: string }[] = [
  { method: 'card', label: 'By card' },
  { method: 'us_bank_account', label: 'By bank transfer (3 to 5 business days)' },
];

/**
 * What each way of paying costs the owner before they choose: the fee and the amount charged, from
 * the district's fees and the rule the server charges by. A check costs nothing extra.
 */
export function PaymentFees({ totalAmount }: { totalAmount: number }) {
  const fees = useQuery({
    queryKey: ['payment-fees'],
    queryFn: async () => (await api(paymentFeesEndpoint)).data,
    staleTime: 5 * 60_000,
  });
  // The API answers amounts computed from whole cents, so they convert back exactly.
  const totalCents = dollarsToCents(totalAmount);
  if (!fees.data || totalCents === null) return null;
  return (
    <Typography
      component="ul"
      variant="body2"
      sx={{ m: 0, mb: 1, pl: 2.5 }}
      aria-label="Fees by way of paying"
    >
      {METHODS.map(({ method, label }) => (
        <li key={method}>
          {label}: {formatCents(processingFeeCents(totalCents, method, fees.data))} fee, you pay{' '}
          {formatCents(amountToChargeCents(totalCents, method, fees.data))}
        </li>
      ))}
      <li>By check: no fee</li>
    </Typography>
  );
}
