import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { defineEndpoint } from './endpoint';
import { inCents } from './money';

const tag = 'Payments';

export const paymentFeeTermsSchema = z.object({
  /** Thousandths of a percent: 2.9% is 2900. */
  cardMilliPercent: z.number().int(),
  cardFixedCents: inCents(z.number().int(), 'The fixed part of the card fee'),
  bankMilliPercent: z.number().int(),
  cardLimitCents: inCents(z.number().int(), 'The most one card payment may charge, fee included'),
  bankLimitCents: inCents(z.number().int(), 'The most one bank transfer may charge, fee included'),
});

export const paymentFeesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetPaymentFees',
  tag,
  description:
    'What paying online costs on top of an invoice, by card and by bank transfer, and the most each can ' +
    'take (ours): the owner sees it before paying, and only the ways that can take the invoice.',
  access: { minLevel: ACCESS.ownerWells },
  response: z.object({ message: z.string(), data: paymentFeeTermsSchema }),
});
