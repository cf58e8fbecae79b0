import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { paymentFeesEndpoint } from '../../../shared/contracts/payments';
import { formatCents } from '../../../shared/format';
import {
  amountToChargeCents,
  canPayOnline,
  processingFeeCents,
  type PaymentFeeTerms,
} from '../../../shared/rules/payment-fees';
import type { OnlinePaymentMethod } from '../../../shared/states';
import { api } from '../../lib/api';

export const ONLINE_METHODS: readonly OnlinePaymentMethod[] = ['card', 'us_bank_account'];

const FEE_LABELS: Record<OnlinePaymentMethod, string> = {
  card: 'By card',
  us_bank_account: 'By bank transfer (3 to 5 business days)',
};

/** The district's fees and the most each online way may charge; they change only with its settings. */
export function usePaymentFees() {
  return useQuery({
    queryKey: ['payment-fees'],
    queryFn: async () => (await api(paymentFeesEndpoint)).data,
    staleTime: 5 * 60_000,
  });
}

/**
 * The online ways that can take `totalCents`, fee included. Until the terms are known (or if they
 * cannot be read) both are offered: the server refuses an amount over a limit, saying why.
 */
export function payableMethods(
  totalCents: number,
  terms: PaymentFeeTerms | undefined,
): OnlinePaymentMethod[] {
  if (!terms) return [...ONLINE_METHODS];
  return ONLINE_METHODS.filter((method) => canPayOnline(totalCents, method, terms));
}

/**
 * What each offered way of paying costs the owner before they choose: the fee and the amount
 * charged, from the district's fees and the rule the server charges by. A check costs nothing extra.
 */
export function PaymentFees({
  totalCents,
  terms,
  methods,
}: {
  totalCents: number;
  terms: PaymentFeeTerms | undefined;
  methods: readonly OnlinePaymentMethod[];
}) {
  if (!terms) return null;
  return (
    <Typography
      component="ul"
      variant="body2"
      sx={{ m: 0, mb: 1, pl: 2.5 }}
      aria-label="Fees by way of paying"
    >
      {methods.map((method) => (
        <li key={method}>
          {FEE_LABELS[method]}: {formatCents(processingFeeCents(totalCents, method, terms))} fee, you pay{' '}
          {formatCents(amountToChargeCents(totalCents, method, terms))}
        </li>
      ))}
      <li>By check: no fee</li>
    </Typography>
  );
}
