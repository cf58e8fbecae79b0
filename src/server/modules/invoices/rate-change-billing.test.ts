import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailResponseSchema } from '../../../shared/contracts/invoices';
import { addDays } from '../../../shared/rules/calendar';
import { auditLog, billingTerms, invoiceRateLines, invoices, rateSchedule } from '../../db/schema';
import { connectSandbox, ledger } from '../../test/factories/accounting';
import { insertInvoice } from '../../test/factories/invoices';
import { caller } from '../../test/factories/payments';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

/*
 * Billing by the rate in force each day, through the API: the schedule's rows are inserted as the
 * board's clerk would have entered them (one day each). Every test bills a quarter of its own, and
 * the rates a test enters go back to $65 once its quarter is over, so no test sees another's rates.
 */

let t: TestApp;
let admin: ReturnType<typeof caller>;
let owner: ReturnType<typeof caller>;
let ownerClientId = 0;
const today = todayIn('America/Chicago');
/** The example (2025 Q3) and a quarter under one rate (2022 Q1), generated once. */
const example = { clientId: 0, invoiceId: 0, invoiceNumber: '' };
const oneRate = { clientId: 0, invoiceId: 0, invoiceNumber: '' };

/** Rates as the board entered them: [effective day, dollars per million gallons]. */
async function enterRates(...entries: [effectiveOn: string, dollars: number][]) {
  await t.database.db
    .insert(rateSchedule)
    .values(
      entries.map(([effectiveOn, dollars]) => ({ effectiveOn, rateCentsPerMillionGallons: dollars * 100 })),
    );
}

let sequence = 0;
/** A client of its own with one well and its daily rows. */
async function pumpingClient(rows: [date: string, kgal: number][]) {
  sequence += 1;
  const client = await insertClient(t.database.db, { name: `Rate Farms ${sequence}` });
  const well = await insertWell(t.database.db, { clientId: client.id, wellNumber: `RC-${sequence}` });
  await insertDaily(t.database.db, well.id, rows);
  return client.id;
}

async function generate(year: number, quarter: number) {
  const response = await admin('POST', '/Invoice/GenerateQuarterInvoices', { year, quarter });
  expect(response.statusCode, response.body).toBe(200);
}

async function invoiceOf(clientId: number, year: number, quarter: number) {
  const [invoice] = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.year, year), eq(invoices.quarter, quarter)));
  if (!invoice) throw new Error(`no ${year} Q${quarter} invoice for client ${clientId}`);
  return invoice;
}

async function detailOf(clientId: number, invoiceId: number) {
  const response = await admin('GET', `/GetInvoiceById?clientId=${clientId}&invoiceId=${invoiceId}`);
  expect(response.statusCode).toBe(200);
  return invoiceDetailResponseSchema.parse(response.json()).data;
}

function storedLines(invoiceId: number) {
  return t.database.db
    .select()
    .from(invoiceRateLines)
    .where(eq(invoiceRateLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceRateLines.fromOn));
}

/** A line of the detail as [from, to, dollars per million gallons, billed kgal, dollars]. */
const linesOf = (detail: Awaited<ReturnType<typeof detailOf>>) =>
  detail.rateLines.map((line) => [
    line.fromOn,
    line.toOn,
    line.ratePerMillionGallons,
    line.billedKgal,
    line.feeAmount,
  ]);

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  admin = caller(t.app, await t.tokenFor({ userId: matrix.admin.id }));
  owner = caller(t.app, await t.tokenFor({ userId: matrix.owner.id }));
  ownerClientId = matrix.clientA.id;

  // The example: $20 until 31 July, $65 from 1 August, 10 million gallons in each month of Q3.
  await enterRates(['2025-07-01', 20], ['2025-08-01', 65]);
  example.clientId = await pumpingClient([
    ['2025-07-15', 10_000],
    ['2025-08-15', 10_000],
    ['2025-09-15', 10_000],
  ]);
  await generate(2025, 3);
  // A quarter no rate change touches.
  oneRate.clientId = await pumpingClient([['2022-02-10', 2000]]);
  await generate(2022, 1);
  for (const [target, year, quarter] of [
    [example, 2025, 3],
    [oneRate, 2022, 1],
  ] as const) {
    const invoice = await invoiceOf(target.clientId, year, quarter);
    Object.assign(target, { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber });
  }
});
afterAll(() => t.close());

describe('a quarter billed by the rate in force each day', () => {
  it('bills each rate’s days as a line of its own: $200.00 + $1,300.00 = $1,500.00', async () => {
    const detail = await detailOf(example.clientId, example.invoiceId);
    expect(linesOf(detail)).toEqual([
      ['2025-07-01', '2025-07-31', 20, 10_000, 200],
      ['2025-08-01', '2025-09-30', 65, 20_000, 1300],
    ]);
    expect(detail).toMatchObject({
      gallons: 30_000,
      feeAmount: 1500,
      totalAmount: 1500,
      // The invoice names the rate of the quarter's last days.
      rateCentsPerMillionGallons: 6500,
    });
    expect(await invoiceOf(example.clientId, 2025, 3)).toMatchObject({
      feeAmountCents: 150_000,
      gallons: 30_000,
      dueDays: 30,
      dueDate: addDays(today, 30),
    });
    expect((await storedLines(example.invoiceId)).map((line) => line.pumpageKgal)).toEqual([10_000, 20_000]);
  });

  it('bills a quarter under one rate as one line, exactly as before', async () => {
    const detail = await detailOf(oneRate.clientId, oneRate.invoiceId);
    expect(linesOf(detail)).toEqual([['2022-01-01', '2022-03-31', 65, 2000, 130]]);
    expect(detail).toMatchObject({ gallons: 2000, feeAmount: 130, rateCentsPerMillionGallons: 6500 });
  });

  it('splits a month a change divides by the daily rows of each part; a hand edit keeps the split', async () => {
    await enterRates(['2024-05-16', 30], ['2024-07-01', 65]);
    const clientId = await pumpingClient([
      ['2024-04-10', 100],
      ['2024-05-10', 300],
      ['2024-05-20', 700],
      ['2024-06-10', 1000],
    ]);
    await generate(2024, 2);
    const invoice = await invoiceOf(clientId, 2024, 2);
    const generated = await detailOf(clientId, invoice.id);
    // May's 1,000 kgal are 300 before the 16th and 700 after, not 15 days' share and 16 days'.
    expect(linesOf(generated)).toEqual([
      ['2024-04-01', '2024-05-15', 65, 400, 26],
      ['2024-05-16', '2024-06-30', 30, 1700, 51],
    ]);
    expect(generated).toMatchObject({ feeAmount: 77, gallons: 2100, rateCentsPerMillionGallons: 3000 });

    // A corrected May is shared as the daily rows share it: 600 and 1,400.
    const [item] = generated.invoiceItems;
    const edit = { id: item?.id, pumpageMonth1: 100, pumpageMonth2: 2000, pumpageMonth3: 1000 };
    const edited = await admin('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${invoice.id}`, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await detailOf(clientId, invoice.id);
    expect(linesOf(after)).toEqual([
      ['2024-04-01', '2024-05-15', 65, 700, 45.5],
      ['2024-05-16', '2024-06-30', 30, 2400, 72],
    ]);
    expect(after).toMatchObject({ feeAmount: 117.5, gallons: 3100 });
  });

  it('a hand edit keeps the invoice’s rates; regenerating an unpaid invoice takes the schedule’s now', async () => {
    const clientId = await pumpingClient([
      ['2023-10-10', 1000],
      ['2023-11-10', 1000],
      ['2023-12-10', 1000],
    ]);
    await generate(2023, 4);
    const invoice = await invoiceOf(clientId, 2023, 4);
    expect(linesOf(await detailOf(clientId, invoice.id))).toEqual([
      ['2023-10-01', '2023-12-31', 65, 3000, 195],
    ]);

    // A rate entered for November, when it was still to come: the invoice was built before it.
    await enterRates(['2023-11-01', 40], ['2024-01-01', 65]);
    const [item] = (await detailOf(clientId, invoice.id)).invoiceItems;
    const edit = { id: item?.id, pumpageMonth1: 2000, pumpageMonth2: 1000, pumpageMonth3: 1000 };
    expect((await admin('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${invoice.id}`, edit)).statusCode).toBe(
      200,
    );
    const edited = await detailOf(clientId, invoice.id);
    expect(linesOf(edited)).toEqual([['2023-10-01', '2023-12-31', 65, 4000, 260]]);

    const regenerated = await admin(
      'PUT',
      `/UpdateInvoiceItemsPumpageManually?clientId=${clientId}&invoiceId=${invoice.id}`,
    );
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const after = await detailOf(clientId, invoice.id);
    expect(linesOf(after)).toEqual([
      ['2023-10-01', '2023-10-31', 65, 1000, 65],
      ['2023-11-01', '2023-12-31', 40, 2000, 80],
    ]);
    expect(after).toMatchObject({ feeAmount: 145, gallons: 3000, rateCentsPerMillionGallons: 4000 });
    // The terms it was built with stay.
    expect(await invoiceOf(clientId, 2023, 4)).toMatchObject({
      dueDate: invoice.dueDate,
      dueDays: invoice.dueDays,
      lateFeeMilliPercent: invoice.lateFeeMilliPercent,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((audit) => audit.action)).toEqual([
      'generate-invoice',
      'edit-invoice-item',
      'regenerate-invoice',
    ]);
    expect(audits[2]).toMatchObject({
      before: { feeCents: 26_000, gallons: 4000, items: 1 },
      after: { feeCents: 14_500, gallons: 3000, items: 1 },
    });
  });

  it('never changes a paid invoice: its regeneration is refused and its lines stay', async () => {
    const clientId = await pumpingClient([
      ['2023-04-10', 500],
      ['2023-05-10', 500],
      ['2023-06-10', 500],
    ]);
    await generate(2023, 2);
    const invoice = await invoiceOf(clientId, 2023, 2);
    await t.database.db
      .update(invoices)
      .set({ hasPaid: true, paymentDate: new Date(), paymentType: 'Check' })
      .where(eq(invoices.id, invoice.id));
    const linesBefore = await storedLines(invoice.id);
    const before = await detailOf(clientId, invoice.id);
    await enterRates(['2023-05-01', 50], ['2023-07-01', 65]);

    const regenerated = await admin(
      'PUT',
      `/UpdateInvoiceItemsPumpageManually?clientId=${clientId}&invoiceId=${invoice.id}`,
    );
    expect(regenerated.statusCode).toBe(409);
    const [item] = before.invoiceItems;
    const edit = { id: item?.id, pumpageMonth1: 9, pumpageMonth2: 9, pumpageMonth3: 9 };
    expect((await admin('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${invoice.id}`, edit)).statusCode).toBe(
      409,
    );

    expect(await storedLines(invoice.id)).toEqual(linesBefore);
    const after = await detailOf(clientId, invoice.id);
    expect(linesOf(after)).toEqual([['2023-04-01', '2023-06-30', 65, 1500, 97.5]]);
    expect(after).toEqual(before);
  });
});

describe('the lines beyond the invoice page', () => {
  async function pdfText(invoiceId: number): Promise<string> {
    const response = await admin('GET', `/Report/GetInvoiceReport?InvoiceId=${invoiceId}`);
    expect(response.statusCode).toBe(200);
    // Text extraction may split a word where the PDF kerns it: compare without spaces.
    return (await pdfPages(response.rawPayload)).join('\n').replace(/\s/g, '');
  }

  it('prints each rate line under the fee, and one for a quarter under one rate', async () => {
    const text = await pdfText(example.invoiceId);
    expect(text).toContain('Jul1–Jul31,2025:10,000kgalat$20.00permilliongallons=$200.00');
    expect(text).toContain('Aug1–Sep30,2025:20,000kgalat$65.00permilliongallons=$1,300.00');
    expect(text).toContain('Rates$20.00,$65.00permilliongallons');
    expect(text).toContain('$1,500.00');

    const single = await pdfText(oneRate.invoiceId);
    expect(single).toContain('Rate$65.00permilliongallons');
    expect(single.match(/kgalat\$/g)).toHaveLength(1);
    expect(single).toContain('Jan1–Mar31,2022:2,000kgalat$65.00permilliongallons=$130.00');
  });

  it('books a line per rate in the accounting sandbox, and one for a quarter under one rate', async () => {
    await connectSandbox(admin);
    for (const { invoiceId } of [example, oneRate]) {
      const synced = await admin('PUT', `/Invoice/UpdateOrCreateInvoice?invoiceId=${invoiceId}`);
      expect(synced.statusCode, synced.body).toBe(200);
    }
    const booked = async (invoiceNumber: string) => {
      const record = (await ledger(t.database.db, 'Invoice')).find((row) => row.name === invoiceNumber);
      return record?.data as { totalCents: number; lines: { description: string; amountCents: number }[] };
    };
    const split = await booked(example.invoiceNumber);
    expect(split.lines.map(({ description, amountCents }) => [description, amountCents])).toEqual([
      [
        'Groundwater pumpage, Q3 2025, Jul 1 – Jul 31, 2025: 10,000 thousand gallons at $20.00 per million gallons',
        20_000,
      ],
      [
        'Groundwater pumpage, Q3 2025, Aug 1 – Sep 30, 2025: 20,000 thousand gallons at $65.00 per million gallons',
        130_000,
      ],
    ]);
    expect(split.totalCents).toBe(150_000);
    const single = await booked(oneRate.invoiceNumber);
    expect(single.lines.map(({ description, amountCents }) => [description, amountCents])).toEqual([
      ['Groundwater pumpage, Q1 2022: 2,000 thousand gallons at $65.00 per million gallons', 13_000],
    ]);
  });
});

describe('processing fees by the terms in force on the payment’s day', () => {
  it('charges a payment made once new terms took effect their fee', async () => {
    const invoice = await insertInvoice(t.database.db, {
      clientId: ownerClientId,
      year: 2021,
      quarter: 4,
      feeAmountCents: 10_000,
      billingDate: addDays(today, -5),
      dueDate: addDays(today, 25),
    });
    const pay = () =>
      owner(
        'GET',
        `/Invoice/CreatePaymentIntent?clientId=${ownerClientId}&invoiceId=${invoice.id}&paymentMethod=card`,
      );
    const fees = async () => (await owner('GET', '/GetPaymentFees')).json().data;

    expect(await fees()).toMatchObject({ cardMilliPercent: 2900, cardFixedCents: 30, bankMilliPercent: 800 });
    // 2.9% of $100.00 and 30 cents.
    expect((await pay()).json().data).toMatchObject({ amount: 10_320, fee: 320, invoiceTotal: 10_000 });

    // The board's new terms take effect today: card 3.5% and 50 cents, bank transfer 1%.
    await t.database.db.insert(billingTerms).values({
      effectiveOn: today,
      dueDays: 30,
      lateFeeMilliPercent: 1500,
      lateFeePeriod: 'day',
      lateFeeCapMilliPercent: null,
      cardMilliPercent: 3500,
      cardFixedCents: 50,
      bankMilliPercent: 1000,
    });
    expect(await fees()).toEqual({
      cardMilliPercent: 3500,
      cardFixedCents: 50,
      bankMilliPercent: 1000,
      cardLimitCents: 99_999_999,
      bankLimitCents: 99_999_999,
    });
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ amount: 10_400, fee: 400, invoiceTotal: 10_000 });
  });
});
