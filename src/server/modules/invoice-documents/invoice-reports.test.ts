import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailResponseSchema, type InvoiceDetail } from '../../../shared/contracts/invoices';
import { formatDollars, formatKgalValue } from '../../../shared/format';
import { invoiceNotice } from '../../../shared/invoice-notice';
import { addDays } from '../../../shared/rules/calendar';
import { adjustments, invoiceItems } from '../../db/schema';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import { insertAccessMatrix } from '../../test/factories/people';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { signLink } from '../auth';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const today = todayIn('America/Chicago');
const ids = { overdue: 0, small: 0, hidden: 0, otherClients: 0 };
const ITEMS = 70;

function get(url: string, who?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
  });
}

async function detailOf(invoiceId: number): Promise<InvoiceDetail> {
  const response = await get(`/api/GetInvoiceById?invoiceId=${invoiceId}&page=1&pageSize=500`, 'admin');
  return invoiceDetailResponseSchema.parse(response.json()).data;
}

const link = (invoiceId: number, userId: number, nowMs = Date.now()) =>
  signLink(
    TEST_JWT_SECRET,
    '/api/Report/GetInvoiceReport',
    { InvoiceId: String(invoiceId) },
    { userId, nowMs, lifetimeSeconds: 300 },
  ).url;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  for (const who of ['admin', 'owner', 'otherOwner'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  await insertDistrictProfile(db);
  // Due 40 days ago: past the extended deadline, so it carries a late fee.
  const overdue = await insertInvoice(db, {
    clientId: matrix.clientA.id,
    year: 2025,
    quarter: 3,
    billingDate: addDays(today, -70),
    dueDate: addDays(today, -40),
    feeAmountCents: 123_456,
    gallons: 18_993,
  });
  await db.insert(adjustments).values([
    { invoiceId: overdue.id, reason: 'Meter fault credit', valueCents: -2_050 },
    { invoiceId: overdue.id, reason: 'Late report', valueCents: 1_000 },
  ]);
  await db.insert(invoiceItems).values(
    Array.from({ length: ITEMS }, (_, index) => ({
      invoiceId: overdue.id,
      wellNumber: `EB-${String(index + 1).padStart(3, '0')}`,
      parish: 'East Baton Rouge',
      use: 'Industrial',
      ownerNo: `Well No. ${index + 1}`,
      depth: 400 + index,
      month1Pumpage: 1000 + index + 0.25,
      month2Pumpage: 2000 + index,
      month3Pumpage: 3000.5 + index,
      flag: index % 10 === 0 ? 'E' : null,
    })),
  );
  const small = await insertInvoice(db, { clientId: matrix.clientA.id, year: 2025, quarter: 2 });
  const hidden = await insertInvoice(db, {
    clientId: matrix.clientA.id,
    year: 2025,
    quarter: 1,
    isVisible: false,
  });
  const otherClients = await insertInvoice(db, { clientId: matrix.clientB.id, year: 2025, quarter: 3 });
  Object.assign(ids, {
    overdue: overdue.id,
    small: small.id,
    hidden: hidden.id,
    otherClients: otherClients.id,
  });
});
afterAll(() => t.close());

describe('GET Report/GetInvoiceReport', () => {
  it('prints the detail page’s figures, every item over several pages with the header and page numbers on each', async () => {
    const response = await get(`/api/Report/GetInvoiceReport?InvoiceId=${ids.overdue}`, 'owner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="Invoice_.+\.pdf"$/);
    const pages = await pdfPages(response.rawPayload);
    const text = pages.join('\n');
    // Text extraction may split a word where the PDF kerns it ("- $10.50"): amounts compare without spaces.
    const compact = text.replace(/\s/g, '');
    const hasText = (expected: string | undefined) =>
      expect(compact).toContain((expected ?? 'missing').replace(/\s/g, ''));
    const detail = await detailOf(ids.overdue);

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Well Number');
    });
    expect(text).toContain('Capital Area Groundwater District');
    expect(text).toContain(detail.invoiceNumber);
    hasText(invoiceNotice(detail)?.text);
    for (const amount of [
      detail.feeAmount,
      detail.adjustmentsAmount,
      detail.lateFeeAmount,
      detail.totalAmount,
    ]) {
      hasText(formatDollars(amount));
    }
    expect(detail.lateFeeAmount).toBeGreaterThan(0);
    for (const item of detail.invoiceItems) {
      expect(text).toContain(item.wellNumber);
      hasText(formatKgalValue(item.month1Pumpage));
    }
    expect(text).toContain('Meter fault credit');
    expect(text).toContain('Write the invoice number');
    hasText(`/client/payment/make-payment/${ids.overdue}`);
  });

  it('refuses a request without the bearer token or a signed link', async () => {
    expect((await get(`/api/Report/GetInvoiceReport?InvoiceId=${ids.small}`)).statusCode).toBe(401);
  });

  it('answers a signed link made for the owner, and refuses it expired, altered or for another client', async () => {
    const made = await get(`/api/Report/CreateInvoiceReportLink?invoiceId=${ids.small}`, 'owner');
    expect(made.statusCode).toBe(200);
    const { url } = (made.json() as { data: { url: string } }).data;
    expect((await get(url)).statusCode).toBe(200);

    const expired = link(ids.small, matrix.owner.id, Date.now() - 301_000);
    expect((await get(expired)).statusCode).toBe(401);
    const altered = url.replace(`InvoiceId=${ids.small}`, `InvoiceId=${ids.overdue}`);
    expect((await get(altered)).statusCode).toBe(401);
    const otherUser = url.replace(`uid=${matrix.owner.id}`, `uid=${matrix.admin.id}`);
    expect((await get(otherUser)).statusCode).toBe(401);

    // A correctly signed link still answers only what its user may see.
    expect((await get(link(ids.otherClients, matrix.owner.id))).statusCode).toBe(404);
    expect((await get(link(ids.hidden, matrix.owner.id))).statusCode).toBe(404);
    const refused = await get(`/api/Report/CreateInvoiceReportLink?invoiceId=${ids.otherClients}`, 'owner');
    expect(refused.statusCode).toBe(404);
  });

  it('does not take a signed link on a call that is not a document', async () => {
    const signed = signLink(
      TEST_JWT_SECRET,
      '/api/GetInvoiceById',
      { invoiceId: String(ids.small) },
      { userId: matrix.admin.id, nowMs: Date.now(), lifetimeSeconds: 300 },
    );
    expect((await get(signed.url)).statusCode).toBe(401);
  });
});

describe('the items of an invoice', () => {
  it('come in the order people read well numbers, on the page and in the PDF', async () => {
    const { db } = t.database;
    const invoice = await insertInvoice(db, { clientId: matrix.clientA.id, year: 2024, quarter: 4 });
    const numbers = ['EB-468', 'EB-78', 'AS-2', 'EB-1000', 'EB-78A', 'EB-9'];
    await db.insert(invoiceItems).values(
      numbers.map((wellNumber) => ({
        invoiceId: invoice.id,
        wellNumber,
        month1Pumpage: 1,
        month2Pumpage: 2,
        month3Pumpage: 3,
      })),
    );
    const expected = ['AS-2', 'EB-9', 'EB-78', 'EB-78A', 'EB-468', 'EB-1000'];
    expect((await detailOf(invoice.id)).invoiceItems.map((item) => item.wellNumber)).toEqual(expected);
    const text = (
      await pdfPages((await get(`/api/Report/GetInvoiceReport?InvoiceId=${invoice.id}`, 'admin')).rawPayload)
    ).join(' ');
    const printed = text.match(/\b[A-Z]{2}-\d+A?\b/g)?.filter((number) => numbers.includes(number));
    expect(printed).toEqual(expected);
  });
});

describe('GET Report/GetInvoicesReport', () => {
  it('merges the invoices in the order asked, each numbering its own pages', async () => {
    const order = [ids.small, ids.overdue, ids.hidden];
    const response = await get(`/api/Report/GetInvoicesReport?ids=${order.join(',')}`, 'admin');
    expect(response.statusCode).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    const numbers = await Promise.all(order.map(async (id) => (await detailOf(id)).invoiceNumber));
    const firstPageOf = numbers.map((number) =>
      pages.findIndex((page) => page.includes(`Invoice ${number}`)),
    );
    expect(firstPageOf).toEqual([...firstPageOf].sort((a, b) => a - b));
    expect(pages[0]).toContain('Page 1 of 1');
    expect(pages[1]).toContain('Page 1 of');
    expect(pages.at(-1)).toContain(`Invoice ${numbers[2]}`);
    expect(pages.at(-1)).toContain('Page 1 of 1');
  });

  it('is for staff, and refuses the whole print when one invoice is missing', async () => {
    expect((await get(`/api/Report/GetInvoicesReport?ids=${ids.small}`, 'owner')).statusCode).toBe(403);
    expect((await get(`/api/Report/GetInvoicesReport?ids=${ids.small},999999`, 'admin')).statusCode).toBe(
      404,
    );
    const bad = await get('/api/Report/GetInvoicesReport?ids=1,,2', 'admin');
    expect(bad.statusCode).toBe(400);
  });
});
