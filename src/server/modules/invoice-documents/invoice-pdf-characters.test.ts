import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustments, invoiceItems } from '../../db/schema';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import { insertClient, insertUser } from '../../test/factories/people';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The invoice PDF prints with the standard font Helvetica, which has no full-width forms: a name an
 * owner typed as ＝ＨＹＰＥＲＬＩＮＫ must print as its ASCII letters, never as ÿ and a control byte.
 */

let t: TestApp;
let token = '';
const ids = { invoice: 0, billedAs: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await insertDistrictProfile(db);
  const client = await insertClient(db, { name: '＝HYPERLINK("http://x") Ｒｅｄ Ｓｔｉｃｋ' });
  const admin = await insertUser(db, { email: 'admin@test.local', role: 'Admin' });
  token = await t.tokenFor({ userId: admin.id });
  const invoice = await insertInvoice(db, { clientId: client.id, year: 2025, quarter: 3 });
  await db.insert(invoiceItems).values({
    invoiceId: invoice.id,
    wellNumber: 'ＥＢ－１０１',
    parish: 'Ｅａｓｔ Ｂａｔｏｎ Ｒｏｕｇｅ',
    use: 'Industrial',
    ownerNo: '＠Well 1',
    month1Pumpage: 1,
    month2Pumpage: 2,
    month3Pumpage: 3,
  });
  await db
    .insert(adjustments)
    .values({ invoiceId: invoice.id, reason: '＋Meter credit 東京', valueCents: -100 });
  const billedAs = await insertInvoice(db, {
    clientId: client.id,
    year: 2025,
    quarter: 2,
    invoiceOwnerName: '＠SUM(A1) Billed',
  });
  Object.assign(ids, { invoice: invoice.id, billedAs: billedAs.id });
});
afterAll(() => t.close());

async function invoiceText(invoiceId: number): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/Report/GetInvoiceReport?InvoiceId=${invoiceId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return (await pdfPages(response.rawPayload)).join('\n');
}

describe('the invoice PDF of a client whose name has full-width characters', () => {
  it('prints full-width forms as their ASCII counterparts and other missing characters as ?', async () => {
    const text = await invoiceText(ids.invoice);
    // Text extraction may split a word where the PDF kerns it: compare without spaces.
    const compact = text.replace(/\s/g, '');
    expect(compact).toContain('=HYPERLINK("http://x")RedStick');
    expect(compact).toContain('EB-101');
    expect(compact).toContain('EastBatonRouge');
    expect(compact).toContain('@Well1');
    expect(compact).toContain('+Metercredit??');
    expect(text).not.toMatch(/[ÿ\uFF01-\uFF5E]/);
  });

  it('prints the name the invoice was billed to the same way', async () => {
    const compact = (await invoiceText(ids.billedAs)).replace(/\s/g, '');
    expect(compact).toContain('@SUM(A1)Billed');
    expect(compact).not.toMatch(/[ÿ\uFF01-\uFF5E]/);
  });
});
