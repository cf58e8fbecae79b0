import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_FREEZES_INVOICE } from '../../../shared/contracts/invoice-changes';
import { ALREADY_PAID, PAYMENT_NO_LONGER_OPEN } from '../../../shared/contracts/payment-intents';
import { addDays } from '../../../shared/rules/calendar';
import { adjustments, payments, sandboxPaymentIntents } from '../../db/schema';
import { signedIntentEvent } from '../../test/fake-stripe';
import { pdfPages } from '../../test/pdf-text';
import { startPaymentRig, type PaymentRig, type ProviderKind } from '../../test/payment-rig';
import { TEST_SANDBOX_WEBHOOK_SECRET } from '../../test/test-app';

/*
 * An invoice is paid once, for exactly what it asks, whatever races it: each case that collected
 * twice, or for another amount, before payments were judged by the provider's word and the invoice
 * of the moment. Run against the sandbox and against Stripe's SDK talking to a local fake.
 */
describe.each<ProviderKind>(['sandbox', 'stripe'])('paying through the %s', (kind) => {
  let rig: PaymentRig;
  beforeAll(async () => {
    rig = await startPaymentRig(kind);
  });
  afterAll(() => rig.close());

  const card = 10_000 + 290 + 30;
  const bank = 10_000 + 80;

  function recordCheck(invoiceId: number, amount = 100) {
    return rig.staff('PUT', `/RecordPaymentByAdmin?invoiceId=${invoiceId}`, {
      checkNumber: '1042',
      amount,
      dateReceived: rig.today,
    });
  }

  function addAdjustment(invoiceId: number, value: number) {
    return rig.staff('POST', `/AddAdjustment?invoiceId=${invoiceId}`, { reason: 'Meter correction', value });
  }

  describe('one payment under way per invoice', () => {
    it('a check recorded while a card intent is open cancels it, so the card cannot pay too', async () => {
      const invoice = await rig.invoice();
      const intent = await rig.intent(invoice.id);
      expect((await recordCheck(invoice.id)).statusCode).toBe(200);
      expect(await rig.pay(intent)).toBe(false);
      expect((await rig.paymentsOf(invoice.id)).map((row) => row.status)).toEqual(['canceled', 'succeeded']);
      expect(await rig.keptCents(invoice.id)).toBe(10_000);
    });

    it('a check recorded after the card was charged (its webhook not yet in) is refused; the card pays', async () => {
      const invoice = await rig.invoice();
      const intent = await rig.intent(invoice.id);
      await rig.pay(intent, { tell: false });
      const check = await recordCheck(invoice.id);
      expect(check.statusCode).toBe(409);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, paymentType: 'Card' });
      expect(await rig.keptCents(invoice.id)).toBe(card);
    });

    it('starting a bank transfer cancels the open card intent', async () => {
      const invoice = await rig.invoice();
      const first = await rig.intent(invoice.id, 'card');
      const second = await rig.intent(invoice.id, 'us_bank_account');
      expect(await rig.pay(first)).toBe(false);
      expect(await rig.pay(second)).toBe(true);
      await rig.settle(second.id);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, paymentType: 'Bank transfer' });
      expect(await rig.keptCents(invoice.id)).toBe(bank);
    });

    it('a card charged before the bank transfer began: the transfer is refused, the card kept', async () => {
      const invoice = await rig.invoice();
      const first = await rig.intent(invoice.id, 'card');
      await rig.pay(first, { tell: false });
      const second = await rig.start(invoice.id, 'us_bank_account');
      expect([second.statusCode, second.json().message]).toEqual([409, ALREADY_PAID]);
      expect(await rig.keptCents(invoice.id)).toBe(card);
    });

    it('a card cannot start while a bank transfer is on its way, even one whose webhook is late', async () => {
      const invoice = await rig.invoice();
      const transfer = await rig.intent(invoice.id, 'us_bank_account');
      await rig.pay(transfer, { tell: false });
      // Starting the card asks the provider about the open transfer: it is processing.
      const refused = await rig.start(invoice.id, 'card');
      expect(refused.statusCode).toBe(409);
      await rig.settle(transfer.id);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, paymentType: 'Bank transfer' });
      expect(await rig.keptCents(invoice.id)).toBe(bank);
    });

    it('a card paying cancels a transfer still open beside it', async () => {
      const invoice = await rig.invoice();
      const cardIntent = await rig.intent(invoice.id, 'card');
      const transfer = await rig.openBeside(invoice.id, 'us_bank_account');
      expect(await rig.pay(cardIntent)).toBe(true);
      expect(await rig.pay(transfer)).toBe(false);
      expect(await rig.keptCents(invoice.id)).toBe(card);
    });

    it('a card and a bank transfer both confirmed at the provider: the transfer arriving second is refunded', async () => {
      const invoice = await rig.invoice();
      const cardIntent = await rig.intent(invoice.id, 'card');
      const transfer = await rig.openBeside(invoice.id, 'us_bank_account');
      await rig.pay(cardIntent, { tell: false });
      await rig.pay(transfer, { tell: false });
      // Whichever the portal hears of first pays; the other's money goes back in full.
      await rig.reconcile();
      await rig.settle(transfer.id);
      const { paymentType } = await rig.invoiceRow(invoice.id);
      const [kept, returned] = paymentType === 'Card' ? [card, bank] : [bank, card];
      const lost = paymentType === 'Card' ? transfer : cardIntent;
      expect(await rig.money(lost.id)).toEqual({ received: returned, refunded: returned });
      expect(await rig.keptCents(invoice.id)).toBe(kept);
    });

    it('a card confirmed while a transfer is processing is refunded; the transfer pays', async () => {
      const invoice = await rig.invoice();
      const transfer = await rig.intent(invoice.id, 'us_bank_account');
      const cardIntent = await rig.openBeside(invoice.id, 'card');
      await rig.pay(transfer);
      await rig.pay(cardIntent);
      await rig.settle(transfer.id);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, paymentType: 'Bank transfer' });
      expect(await rig.money(cardIntent.id)).toEqual({ received: card, refunded: card });
      expect(await rig.keptCents(invoice.id)).toBe(bank);
    });

    it('a check and a card at the same instant: the district keeps one of them', async () => {
      const invoice = await rig.invoice();
      const intent = await rig.intent(invoice.id);
      const [check] = await Promise.all([recordCheck(invoice.id), rig.pay(intent)]);
      await rig.reconcile();
      const kept = await rig.keptCents(invoice.id);
      expect([10_000, card]).toContain(kept);
      const statuses = (await rig.paymentsOf(invoice.id)).map((row) => row.status);
      expect(statuses.filter((status) => status === 'succeeded')).toHaveLength(1);
      expect(check.statusCode === 200).toBe(kept === 10_000);
    });
  });

  describe('the amount is the invoice’s at the moment of payment', () => {
    it('an adjustment cancels the open intent; the owner pays the new total', async () => {
      const invoice = await rig.invoice();
      const stale = await rig.intent(invoice.id);
      expect((await addAdjustment(invoice.id, 100)).statusCode).toBe(200);
      expect(await rig.pay(stale)).toBe(false);
      const fresh = await rig.intent(invoice.id);
      expect(fresh.amount).toBe(20_000 + 580 + 30);
      expect(await rig.pay(fresh)).toBe(true);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: true });
      expect(await rig.keptCents(invoice.id)).toBe(20_610);
    });

    it('money for the total before an adjustment that arrives anyway is refunded, and the invoice stays open', async () => {
      const invoice = await rig.invoice();
      const stale = await rig.intent(invoice.id);
      await rig.pay(stale, { tell: false });
      // The provider won: the cancel after the change finds the intent charged for the old total.
      expect((await addAdjustment(invoice.id, 100)).statusCode).toBe(200);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: false });
      const [payment] = await rig.paymentsOf(invoice.id);
      expect(payment).toMatchObject({ status: 'refunded', refundedCents: card });
      expect(payment?.refundReason).toContain('$103.20 was paid but the invoice asked $206.10');
      expect(await rig.money(stale.id)).toEqual({ received: card, refunded: card });
      const history = await rig.owner('GET', `/Invoice/GetInvoicePayments?invoiceId=${invoice.id}`);
      expect(history.json().data[0]).toMatchObject({
        status: 'refunded',
        refundedAmount: card / 100,
        note: payment?.refundReason,
      });
      const receipt = await rig.owner('GET', `/Report/GetPaymentReceipt?paymentId=${payment?.id}`);
      const text = (await pdfPages(receipt.rawPayload)).join('\n');
      for (const expected of [
        'Amount received',
        'Refunded on',
        'Amount refunded',
        '$103.20',
        'refunded in full',
      ]) {
        expect(text).toContain(expected);
      }
      const notice = rig.mailer.sent.find(
        (mail) => mail.subject === `Payment refunded: invoice ${invoice.invoiceNumber}`,
      );
      expect(notice?.text).toContain('The invoice is still open');
    });

    it('a change while a bank transfer is processing is refused, and the transfer pays what it asked', async () => {
      const invoice = await rig.invoice();
      const transfer = await rig.intent(invoice.id, 'us_bank_account');
      await rig.pay(transfer);
      const adjusted = await addAdjustment(invoice.id, 250);
      expect([adjusted.statusCode, adjusted.json().message]).toEqual([409, TRANSFER_FREEZES_INVOICE]);
      const regenerated = await rig.staff(
        'PUT',
        `/UpdateInvoiceItemsPumpageManually?clientId=${rig.clientId}&invoiceId=${invoice.id}`,
      );
      expect(regenerated.statusCode).toBe(409);
      await rig.settle(transfer.id);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, feeAmountCents: 10_000 });
      expect(await rig.keptCents(invoice.id)).toBe(bank);
    });

    it('waiving the late fee cancels the intent that included it; a charge that arrives anyway is refunded', async () => {
      const invoice = await rig.invoice({
        billingDate: addDays(rig.today, -70),
        dueDate: addDays(rig.today, -40),
      });
      const withFee = await rig.intent(invoice.id);
      expect(withFee.invoiceTotal).toBe(16_000);
      await rig.pay(withFee, { tell: false });
      const waived = await rig.staff('PUT', `/UpdateLateFeeStatus?invoiceId=${invoice.id}&hideLateFees=true`);
      expect(waived.statusCode).toBe(200);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: false, lateFeeAmountCents: 0 });
      expect(await rig.money(withFee.id)).toEqual({ received: withFee.amount, refunded: withFee.amount });
      const fresh = await rig.intent(invoice.id);
      expect(fresh.invoiceTotal).toBe(10_000);
      await rig.pay(fresh);
      expect(await rig.keptCents(invoice.id)).toBe(card);
    });
  });

  describe('the provider is the only source of truth', () => {
    function lyingEvent(intentId: string, values: Record<string, unknown>, timestamp?: number) {
      const secret = kind === 'stripe' ? 'whsec_rig' : TEST_SANDBOX_WEBHOOK_SECRET;
      return signedIntentEvent(
        { id: intentId, object: 'payment_intent', status: 'succeeded', currency: 'usd', ...values },
        'payment_intent.succeeded',
        secret,
        timestamp === undefined ? {} : { timestamp },
      );
    }

    it('a signed event calling a pending intent paid for one cent records nothing', async () => {
      const invoice = await rig.invoice();
      const intent = await rig.intent(invoice.id);
      const event = lyingEvent(intent.id, { amount: 1, amount_received: 1 });
      await rig.webhook(event.body, event.signature);
      expect((await rig.paymentsOf(invoice.id)).map((row) => row.status)).toEqual(['pending']);
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: false });
    });

    it('a signed event dated an hour ahead is refused', async () => {
      const invoice = await rig.invoice();
      const intent = await rig.intent(invoice.id);
      await rig.pay(intent, { tell: false });
      const event = lyingEvent(intent.id, {}, Math.floor(Date.now() / 1000) + 3600);
      await expect(rig.webhook(event.body, event.signature)).rejects.toThrow('Invalid webhook signature');
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: false });
    });

    it.runIf(kind === 'stripe')(
      'a success the provider reports short, or in another currency, is refunded',
      async () => {
        for (const values of [{ amount_received: 1 }, { currency: 'cad' }]) {
          const invoice = await rig.invoice();
          const intent = await rig.intent(invoice.id);
          rig.fake?.confirm(intent.id);
          rig.fake?.alterIntent(intent.id, values);
          await rig.webhook(...(Object.values(lyingEvent(intent.id, {})) as [string, string]));
          expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: false });
          expect((await rig.paymentsOf(invoice.id))[0]?.status).toBe('refunded');
        }
      },
    );
  });

  describe('nothing stays pending', () => {
    it('a charge whose webhook never came is recorded by the reconciliation sweep', async () => {
      const invoice = await rig.invoice();
      const intent = await rig.intent(invoice.id);
      await rig.pay(intent, { tell: false });
      await rig.reconcile();
      expect(await rig.invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, paymentType: 'Card' });
      expect(await rig.keptCents(invoice.id)).toBe(card);
    });

    it('the sweep cancels an open intent for an amount the invoice no longer asks', async () => {
      const invoice = await rig.invoice();
      const intent = await rig.intent(invoice.id);
      // A change whose own cancelling could not reach the provider.
      await rig.db
        .insert(adjustments)
        .values({ invoiceId: invoice.id, reason: 'Late reading', valueCents: 500 });
      await rig.reconcile();
      expect((await rig.paymentsOf(invoice.id)).map((row) => row.status)).toEqual(['canceled']);
      expect(await rig.pay(intent)).toBe(false);
    });

    it('lists a refunded payment for staff, and for nobody else', async () => {
      const invoice = await rig.invoice();
      const cardIntent = await rig.intent(invoice.id);
      expect((await recordCheck(invoice.id)).statusCode).toBe(200);
      await rig.db
        .update(payments)
        .set({ status: 'pending' })
        .where(eq(payments.paymentIntentId, cardIntent.id));
      // A charge the provider took although the portal had cancelled it (a provider bug or a lost cancel).
      if (rig.fake) rig.fake.setIntentStatus(cardIntent.id, 'succeeded');
      else
        await rig.db
          .update(sandboxPaymentIntents)
          .set({ status: 'succeeded' })
          .where(eq(sandboxPaymentIntents.id, cardIntent.id));
      await rig.reconcile();
      const list = await rig.staff('GET', '/Payment/GetPaymentExceptions?kind=refunded');
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toContainEqual(
        expect.objectContaining({
          kind: 'refunded',
          invoiceId: invoice.id,
          paymentIntentId: cardIntent.id,
          refundedAmount: card / 100,
          note: 'The invoice had already been paid another way.',
        }),
      );
      expect((await rig.owner('GET', '/Payment/GetPaymentExceptions')).statusCode).toBe(403);
    });
  });

  describe('bounds', () => {
    it('an invoice above the card limit offers bank transfer, and above both only a check', async () => {
      const large = await rig.invoice({ feeAmountCents: 99_000_000 });
      const byCard = await rig.start(large.id, 'card');
      expect(byCard.statusCode).toBe(409);
      expect(byCard.json().message).toBe(
        'A card payment can be at most $999,999.99; this invoice would need $1,018,710.30 with the fee. Pay by bank transfer or by check.',
      );
      expect((await rig.start(large.id, 'us_bank_account')).statusCode).toBe(200);
      const huge = await rig.invoice({ feeAmountCents: 150_000_000 });
      expect((await rig.start(huge.id, 'us_bank_account')).json().message).toMatch(/Pay by check\.$/);
      expect((await recordCheck(huge.id, 1_500_000)).statusCode).toBe(200);
    });
  });

  it.runIf(kind === 'sandbox')(
    'a confirmation of an intent already cancelled is refused with what happened',
    async () => {
      const invoice = await rig.invoice();
      const intent = await rig.intent(invoice.id);
      await addAdjustment(invoice.id, 10);
      const confirmed = await rig.owner('POST', '/payments/sandbox/ConfirmPaymentIntent', {
        paymentIntentId: intent.id,
        clientSecret: intent.client_secret,
        card: { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' },
      });
      expect([confirmed.statusCode, confirmed.json().message]).toEqual([409, PAYMENT_NO_LONGER_OPEN]);
    },
  );
});
