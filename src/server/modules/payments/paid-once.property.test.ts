import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePaymentMethod } from '../../../shared/states';
import { PAYMENT_TYPE_NAMES } from '../../../shared/contracts/payment-records';
import { addDays } from '../../../shared/rules/calendar';
import {
  amountToChargeCents,
  DEFAULT_PAYMENT_FEE_TERMS,
  processingFeeCents,
} from '../../../shared/rules/payment-fees';
import { adjustments, payments } from '../../db/schema';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import {
  declineCard,
  deliverIntentEvent,
  failTransfer,
  startPaymentRig,
  type PaymentRig,
  type ProviderKind,
} from '../../test/payment-rig';
import { paymentUnderWay } from '../invoices';
import { amountsOwedOn } from './invoice-balance';
import { cancelOpenIntents } from './report-intent';

/*
 * The rule of paid-once.test.ts as a property: for any interleaving of intents, confirmations,
 * checks, staff changes and webhooks on one invoice, the district keeps the invoice's total plus the
 * method's fee exactly once, and everything else goes back to the payer. Each run is one fresh
 * invoice (maybe overdue, so the late fee moves with every change), a random list of actions, some
 * of them two at once, then a drain (every transfer clears, the sweep runs until nothing changes)
 * and the check of what the provider kept against what the portal recorded.
 */

/** A payer's intent, as the test knows it: made by the portal, or opened beside it. */
interface KnownIntent {
  id: string;
  client_secret: string;
  method: OnlinePaymentMethod;
}

/** Intents are named by their order of creation, modulo how many there are; none yet: nothing happens. */
type OnIntent = 'pay' | 'decline' | 'record' | 'cancel' | 'replay' | 'settle' | 'fail';

type Simple =
  | { do: 'start' | 'beside'; method: OnlinePaymentMethod }
  | { do: 'pay'; k: number; tell: boolean }
  | { do: Exclude<OnIntent, 'pay'>; k: number }
  | { do: 'adjust'; cents: number }
  | { do: 'lateFee'; waive: boolean }
  | { do: 'regenerate' | 'check' | 'reconcile' };

type Action = Simple | { do: 'together'; a: Simple; b: Simple };

const method = fc.constantFrom<OnlinePaymentMethod>('card', 'us_bank_account');
const k = fc.nat({ max: 3 });
const onIntent = (name: Exclude<OnIntent, 'pay'>) => fc.record({ do: fc.constant(name), k });

const simpleAction: fc.Arbitrary<Simple> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ do: fc.constant('start' as const), method }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('beside' as const), method }) },
  { weight: 7, arbitrary: fc.record({ do: fc.constant('pay' as const), k, tell: fc.boolean() }) },
  { weight: 1, arbitrary: onIntent('decline') },
  { weight: 2, arbitrary: onIntent('record') },
  { weight: 1, arbitrary: onIntent('cancel') },
  { weight: 2, arbitrary: onIntent('replay') },
  { weight: 3, arbitrary: onIntent('settle') },
  { weight: 1, arbitrary: onIntent('fail') },
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constant('adjust' as const),
      cents: fc.integer({ min: -3_000, max: 3_000 }).filter((cents) => cents !== 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('lateFee' as const), waive: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ do: 'regenerate' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'check' as const }) },
  { weight: 2, arbitrary: fc.constant({ do: 'reconcile' as const }) },
);

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: simpleAction },
  {
    weight: 2,
    arbitrary: fc.record({ do: fc.constant('together' as const), a: simpleAction, b: simpleAction }),
  },
);

/** The invoice of a run: days past due (negative: not due yet) and what regenerating it would bill. */
interface Scenario {
  daysPastDue: number;
  regeneratedKgal: number;
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  daysPastDue: fc.constantFrom(-25, 40, 75),
  regeneratedKgal: fc.integer({ min: 5, max: 40 }).map((hundreds) => hundreds * 100),
});

/** Sandbox and Stripe: 20 runs each, 50 to 150 ms a run on PGlite. */
const RUNS_PER_PROVIDER = 20;

/**
 * Counterexamples the property found, run first every time so that they stay fixed. A transfer
 * that failed goes back to needing a payment method at the provider (Stripe's ACH debits do) and
 * can be confirmed again; the portal held its payment final at "failed" and ignored the money when
 * it cleared: the district kept a payment the invoice never recorded, and nothing refunded it.
 * The second: the owner cancelling while the payer confirms, on PostgreSQL. The sandbox read the
 * intent, the cancel landed, and confirming then charged the cancelled intent.
 */
const FOUND: [Scenario, Action[]][] = [
  [
    { daysPastDue: -25, regeneratedKgal: 500 },
    [
      { do: 'start', method: 'us_bank_account' },
      { do: 'pay', k: 0, tell: true },
      { do: 'fail', k: 0 },
      { do: 'pay', k: 0, tell: false },
    ],
  ],
  [
    { daysPastDue: 40, regeneratedKgal: 3900 },
    [
      { do: 'beside', method: 'card' },
      { do: 'together', a: { do: 'cancel', k: 0 }, b: { do: 'pay', k: 0, tell: true } },
      { do: 'replay', k: 0 },
    ],
  ],
];

describe.each<ProviderKind>(['sandbox', 'stripe'])('paid once through the %s, whatever the order', (kind) => {
  let rig: PaymentRig;
  let wellId: number;
  beforeAll(async () => {
    rig = await startPaymentRig(kind);
    // An active well of the client, so that regenerating an invoice bills its quarter's pumpage.
    wellId = (await insertWell(rig.db, { clientId: rig.clientId, wellNumber: 'PO-1', isActive: true })).id;
  });
  afterAll(() => rig.close());

  /** One run's invoice and what the test knows of it. */
  interface World {
    invoiceId: number;
    intents: KnownIntent[];
    log: string[];
    /** How many intents were opened beside, for their idempotency keys. */
    besides: number;
    /** The provider's side (payer, bank) acts one step at a time, as it would on one intent. */
    providerTurn: Promise<unknown>;
  }

  const intentOf = (world: World, index: number) =>
    world.intents.length === 0 ? undefined : world.intents[index % world.intents.length];

  function atProvider<T>(world: World, step: () => Promise<T>): Promise<T> {
    const next = world.providerTurn.then(step);
    world.providerTurn = next.catch(() => undefined);
    return next;
  }

  function remember(world: World, intent: KnownIntent) {
    if (!world.intents.some((known) => known.id === intent.id)) world.intents.push(intent);
  }

  /** Any answer but a server error: 409 (paid, processing, refused) and 400 are the rules at work. */
  function answered(world: World, what: string, answer: { statusCode: number; body: string }) {
    expect(answer.statusCode, `${what} answered ${answer.body}\n${world.log.join('\n')}`).toBeLessThan(500);
    return String(answer.statusCode);
  }

  /**
   * An intent a second instance opened for what the invoice asks today, at the same instant as the
   * portal's own (so without cancelling the others): only while nothing paid the invoice, as that
   * instance checks before recording it.
   */
  async function openBeside(world: World, payWith: OnlinePaymentMethod): Promise<string> {
    const invoice = await rig.invoiceRow(world.invoiceId);
    if (invoice.hasPaid || (await paymentUnderWay(rig.db, invoice.id))) return 'paid or under way';
    const { state, totals } = await amountsOwedOn(rig.db, invoice, rig.today);
    if (totals.totalCents <= 0) return 'nothing to pay';
    const fees = await rig.context.feesOn(rig.db, rig.today);
    const amountCents = amountToChargeCents(totals.totalCents, payWith, fees);
    world.besides += 1;
    const intent = await rig.provider.createIntent({
      amountCents,
      method: payWith,
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      description: 'Opened beside',
      idempotencyKey: `beside-${invoice.id}-${world.besides}`,
    });
    await rig.db.insert(payments).values({
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      method: payWith,
      provider: rig.provider.name,
      paymentIntentId: intent.id,
      amountCents,
      processingFeeCents: amountCents - totals.totalCents,
      invoiceTotalCents: totals.totalCents,
      lateFeeCents: state.lateFeeCents,
      status: 'pending',
    });
    remember(world, { id: intent.id, client_secret: intent.clientSecret, method: payWith });
    return `opened ${amountCents}`;
  }

  async function providerStatus(intentId: string) {
    return (await rig.provider.retrieveIntent(intentId)).status;
  }

  async function run(world: World, step: Action): Promise<string> {
    const id = world.invoiceId;
    switch (step.do) {
      case 'together': {
        const [a, b] = await Promise.all([run(world, step.a), run(world, step.b)]);
        return `${a} | ${b}`;
      }
      case 'start': {
        const answer = await rig.start(id, step.method);
        if (answer.statusCode === 200) {
          const data = answer.json().data as { id: string; client_secret: string };
          remember(world, { id: data.id, client_secret: data.client_secret, method: step.method });
        }
        return answered(world, 'CreatePaymentIntent', answer);
      }
      case 'beside':
        return openBeside(world, step.method);
      case 'adjust': {
        const body = { reason: 'Meter correction', value: step.cents / 100 };
        return answered(
          world,
          'AddAdjustment',
          await rig.staff('POST', `/AddAdjustment?invoiceId=${id}`, body),
        );
      }
      case 'lateFee': {
        const url = `/UpdateLateFeeStatus?invoiceId=${id}&hideLateFees=${step.waive}`;
        return answered(world, 'UpdateLateFeeStatus', await rig.staff('PUT', url));
      }
      case 'regenerate': {
        const url = `/UpdateInvoiceItemsPumpageManually?clientId=${rig.clientId}&invoiceId=${id}`;
        return answered(world, 'regenerate', await rig.staff('PUT', url));
      }
      case 'check': {
        // Staff read what the invoice asks today and record a check for exactly that.
        const detail = await rig.staff('GET', `/GetInvoiceById?invoiceId=${id}`);
        answered(world, 'GetInvoiceById', detail);
        const amount = (detail.json().data as { totalAmount: number }).totalAmount;
        const check = { checkNumber: '1042', amount, dateReceived: rig.today };
        const answer = await rig.staff('PUT', `/RecordPaymentByAdmin?invoiceId=${id}`, check);
        return `${amount}: ${answered(world, 'RecordPaymentByAdmin', answer)}`;
      }
      case 'reconcile':
        return `asked ${await rig.reconcile()}`;
      default:
        break;
    }
    const intent = intentOf(world, step.k);
    if (!intent) return 'no intent';
    switch (step.do) {
      case 'pay':
        return String(await atProvider(world, () => rig.pay(intent, { tell: step.tell })));
      case 'decline':
        if (intent.method !== 'card') return 'not a card';
        return String(await atProvider(world, () => declineCard(rig, intent)));
      case 'settle':
        return String(
          await atProvider(world, async () => {
            if ((await providerStatus(intent.id)) !== 'processing') return false;
            await rig.settle(intent.id);
            return true;
          }),
        );
      case 'fail':
        return String(await atProvider(world, () => failTransfer(rig, intent.id)));
      case 'record': {
        const url = `/RecordPayment?clientId=${rig.clientId}&invoiceId=${id}&paymentIntentId=${intent.id}`;
        return answered(world, 'RecordPayment', await rig.owner('PUT', url));
      }
      case 'cancel': {
        const url = `/Invoice/CancelPaymentIntent?clientId=${rig.clientId}&paymentIntentId=${intent.id}`;
        return answered(world, 'CancelPaymentIntent', await rig.owner('GET', url));
      }
      case 'replay': {
        // The provider's event is always taken: a replay or a late one records nothing new.
        const answer = await deliverIntentEvent(rig, intent.id);
        expect(answer.statusCode, `webhook answered ${answer.body}\n${world.log.join('\n')}`).toBe(200);
        return '200';
      }
    }
  }

  /** What the portal and the provider hold about the invoice's payments, to tell when draining is done. */
  async function holdings(invoiceId: number): Promise<string> {
    const rows = await rig.paymentsOf(invoiceId);
    const described = await Promise.all(
      rows.map(async (row) => [
        row.status,
        row.refundedCents,
        row.paymentIntentId ? await providerStatus(row.paymentIntentId) : 'check',
      ]),
    );
    return JSON.stringify(described);
  }

  /** Every transfer still on its way clears, and the sweep runs until nothing changes any more. */
  async function drain(world: World) {
    for (let round = 0; round < 6; round += 1) {
      const before = await holdings(world.invoiceId);
      for (const row of await rig.paymentsOf(world.invoiceId)) {
        if (row.paymentIntentId && (await providerStatus(row.paymentIntentId)) === 'processing') {
          await rig.settle(row.paymentIntentId);
        }
      }
      await rig.reconcile();
      if ((await holdings(world.invoiceId)) === before) return;
    }
    throw new Error(`The payments never settled:\n${await holdings(world.invoiceId)}`);
  }

  /** The invariant: kept once, for exactly what the invoice asks plus the method's fee; the rest refunded. */
  async function expectPaidOnce(world: World) {
    const why = `after:\n${world.log.join('\n')}\npayments: ${await holdings(world.invoiceId)}`;
    const invoice = await rig.invoiceRow(world.invoiceId);
    const rows = await rig.paymentsOf(world.invoiceId);
    const kept = await rig.keptCents(world.invoiceId);
    const succeeded = rows.filter((row) => row.status === 'succeeded');

    for (const row of rows) {
      if (row.status === 'succeeded') continue;
      // Nothing left refunding or processing: given back in full, or never charged.
      expect(['canceled', 'failed', 'refunded', 'pending'], why).toContain(row.status);
      if (invoice.hasPaid)
        expect(row.status, `an intent left open on a paid invoice ${why}`).not.toBe('pending');
      const money = await rig.money(row.paymentIntentId ?? '');
      if (row.status === 'refunded') {
        expect(money.received, why).toBeGreaterThan(0);
        expect(money.refunded, why).toBe(money.received);
        expect(row.refundedCents, why).toBe(money.received);
      } else {
        expect(money.received, `payment ${row.id} charged but ${row.status} ${why}`).toBe(0);
      }
    }

    if (!invoice.hasPaid) {
      expect(succeeded, why).toHaveLength(0);
      expect(kept, why).toBe(0);
      return;
    }
    expect(succeeded, why).toHaveLength(1);
    const paid = succeeded[0]!;
    expect(kept, why).toBe(paid.amountCents);
    expect(paid.amountCents, why).toBe(paid.invoiceTotalCents + paid.processingFeeCents);
    const fee =
      paid.method === 'check'
        ? 0
        : processingFeeCents(
            paid.invoiceTotalCents,
            paid.method as OnlinePaymentMethod,
            DEFAULT_PAYMENT_FEE_TERMS,
          );
    expect(paid.processingFeeCents, why).toBe(fee);
    // What the invoice asks as stored: its fee, adjustments and the late fee frozen when it was paid.
    const adjusted = await rig.db
      .select({ valueCents: adjustments.valueCents })
      .from(adjustments)
      .where(eq(adjustments.invoiceId, invoice.id));
    const lateFee = invoice.hideLateFees ? 0 : invoice.lateFeeAmountCents;
    const asked = adjusted.reduce((sum, row) => sum + row.valueCents, invoice.feeAmountCents + lateFee);
    expect(paid.invoiceTotalCents, why).toBe(asked);
    expect(paid.lateFeeCents, why).toBe(lateFee);
    const detail = await rig.staff('GET', `/GetInvoiceById?invoiceId=${invoice.id}`);
    expect(Math.round((detail.json().data as { totalAmount: number }).totalAmount * 100), why).toBe(asked);
    expect(invoice.paymentType, why).toBe(PAYMENT_TYPE_NAMES[paid.method as keyof typeof PAYMENT_TYPE_NAMES]);
  }

  it('keeps the invoice’s total and the method’s fee exactly once, and refunds the rest', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenario,
        fc.array(action, { minLength: 1, maxLength: 12 }),
        async ({ daysPastDue, regeneratedKgal }, actions) => {
          const invoice = await rig.invoice({
            billingDate: addDays(rig.today, -daysPastDue - 30),
            dueDate: addDays(rig.today, -daysPastDue),
          });
          await insertDaily(rig.db, wellId, [[`${invoice.year}-08-15`, regeneratedKgal]]);
          const world: World = {
            invoiceId: invoice.id,
            intents: [],
            log: [],
            besides: 0,
            providerTurn: Promise.resolve(),
          };
          for (const step of actions) {
            world.log.push(`${JSON.stringify(step)} → ${await run(world, step)}`);
          }
          await drain(world);
          await expectPaidOnce(world);
          // Its intents left open are cancelled, so the sweeps of later runs ask about theirs only.
          await cancelOpenIntents(rig.context, invoice.id, { actorUserId: null, reason: 'End of the run' });
        },
      ),
      { numRuns: RUNS_PER_PROVIDER, examples: FOUND },
    );
  }, 60_000);
});
