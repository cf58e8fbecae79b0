import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_KEY_REUSED } from '../../../shared/contracts/common';
import { EMAIL_FAILED, NO_RECIPIENT, type InvoiceEmail } from '../../../shared/contracts/invoice-emails';
import { clients } from '../../db/schema';
import { insertDistrictProfile } from '../../test/factories/district';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createSmtpMailer } from '../../integrations/mail/mailer';
import { insertInvoice } from '../../test/factories/invoices';
import { insertAccessMatrix } from '../../test/factories/people';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addDays } from '../../../shared/rules/calendar';
import { todayIn } from '../../time';
import { recipientsOf } from './invoice-emails';

let smtp: TestSmtpServer;
let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const ids = { withEmails: 0, noEmail: 0, otherClients: 0 };
let key = 0;
const nextKey = () => `test-key-${++key}-${Date.now()}`;

function send(path: string, invoiceId: number, who: string, requestKey = nextKey()) {
  return t.app.inject({
    method: 'GET',
    url: `${path}?invoiceId=${invoiceId}&requestKey=${requestKey}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}
const sendInvoice = (invoiceId: number, who = 'admin', requestKey?: string) =>
  send('/api/Invoice/SendEmailToClient', invoiceId, who, requestKey);
const sendCheckInstructions = (invoiceId: number, who: string, requestKey?: string) =>
  send('/api/SendConfirmationEmail', invoiceId, who, requestKey);

/** A received message's text with quoted-printable soft line breaks joined and spaces collapsed. */
const readable = (data: string | undefined) => (data ?? '').replace(/=\r?\n/g, '').replace(/\s+/g, ' ');

/** The attachment of a received message, decoded from its base64 part. */
function pdfAttachment(data: string): Buffer {
  const part = data.split(/\r?\n--/).find((section) => section.includes('Content-Type: application/pdf'));
  const body =
    part
      ?.split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s/g, '') ?? '';
  return Buffer.from(body, 'base64');
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    mailer: createSmtpMailer(
      { host: '127.0.0.1', port: smtp.port, secure: false },
      'District <billing@district.test>',
    ),
  });
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  for (const who of ['admin', 'researcher', 'owner', 'otherOwner'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  await insertDistrictProfile(db, { email: 'office@district.test' });
  await db
    .update(clients)
    .set({
      contactEmail: 'billing@clienta.test',
      contactEmail2: 'BILLING@clienta.test',
      contactEmail3: 'cfo@clienta.test',
    })
    .where(eq(clients.id, matrix.clientA.id));
  await db.update(clients).set({ contactEmail: null }).where(eq(clients.id, matrix.clientB.id));
  const withEmails = await insertInvoice(db, {
    clientId: matrix.clientA.id,
    year: 2025,
    quarter: 3,
    feeAmountCents: 4_321,
  });
  const noEmail = await insertInvoice(db, { clientId: matrix.clientB.id, year: 2025, quarter: 3 });
  Object.assign(ids, { withEmails: withEmails.id, noEmail: noEmail.id, otherClients: noEmail.id });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('recipientsOf', () => {
  it.each([
    [
      ['a@x.test', ' A@x.test ', null, '', 'b@x.test'],
      ['a@x.test', 'b@x.test'],
    ],
    [[null, undefined, '  '], []],
  ])('%j → %j', (addresses, expected) => {
    expect(recipientsOf(addresses)).toEqual(expected);
  });
});

describe('GET Invoice/SendEmailToClient', () => {
  it('sends the invoice to the client’s addresses with its PDF and a link to pay, and records it', async () => {
    smtp.received.length = 0;
    const response = await sendInvoice(ids.withEmails);
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['billing@clienta.test', 'cfo@clienta.test']);
    const data = smtp.received[0]?.data ?? '';
    expect(data).toMatch(/Subject: Invoice INV-\S+ from Capital Area Groundwater District/);
    // Replies reach the district's office, not the portal's sending address.
    expect(data).toMatch(/^Reply-To: office@district\.test$/m);
    expect(readable(data)).toContain(`/client/payment/make-payment/${ids.withEmails}`);
    const pages = await pdfPages(pdfAttachment(data));
    expect(pages[0]).toContain('$43.21');

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/Invoice/GetInvoiceEmails?invoiceId=${ids.withEmails}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const [latest] = (history.json() as { data: InvoiceEmail[] }).data;
    expect(latest).toMatchObject({
      kind: 'invoice',
      outcome: 'sent',
      recipients: 'billing@clienta.test, cfo@clienta.test',
    });
    expect(latest?.sentBy).toBeTruthy();
  });

  it('sends one e-mail for one click however often the request arrives', async () => {
    smtp.received.length = 0;
    const requestKey = nextKey();
    const answers = await Promise.all([
      sendInvoice(ids.withEmails, 'admin', requestKey),
      sendInvoice(ids.withEmails, 'admin', requestKey),
    ]);
    const again = await sendInvoice(ids.withEmails, 'admin', requestKey);
    expect(smtp.received).toHaveLength(1);
    expect(again.statusCode).toBe(200);
    // The second of two at once finds the first sending (409, please wait) or already sent (200).
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
  });

  it('reports a client without an e-mail address instead of skipping it, and records that', async () => {
    const response = await sendInvoice(ids.noEmail);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: NO_RECIPIENT });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/Invoice/GetInvoiceEmails?invoiceId=${ids.noEmail}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect((history.json() as { data: InvoiceEmail[] }).data[0]).toMatchObject({ outcome: 'no-recipient' });
  });

  it('answers 502 and records the failure when the mail server refuses the message', async () => {
    smtp.refuseNext();
    const response = await sendInvoice(ids.withEmails);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: EMAIL_FAILED });
  });

  it('is for staff', async () => {
    expect((await sendInvoice(ids.withEmails, 'owner')).statusCode).toBe(403);
  });
});

describe('GET SendConfirmationEmail', () => {
  it('sends the owner and the client’s contacts how to pay by check, only for their own invoice', async () => {
    smtp.received.length = 0;
    const response = await send('/api/SendConfirmationEmail', ids.withEmails, 'owner');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Check instructions sent to /) });
    expect(smtp.received[0]?.to).toEqual(['owner@test.local', 'billing@clienta.test', 'cfo@clienta.test']);
    expect(smtp.received[0]?.data).toContain('PO Box 64526');
    expect((await send('/api/SendConfirmationEmail', ids.withEmails, 'otherOwner')).statusCode).toBe(404);
  });

  it.each([
    // Due 40 days ago: past the extended deadline, the late fee charged.
    [-40, /Amount due now: \$\S+, including a late fee of \$\d+\.\d\d\./, /Overdue by 40 days/],
    // Due 10 days ago: in the grace period, the fee still to come.
    [-10, /Amount due now: \$[\d,]+\.\d\d\./, /Unless paid by .+ a late fee of \$\S+ will be added/],
  ])('never quotes a deadline already past (due %i days from today)', async (dueInDays, amount, notice) => {
    const today = todayIn('America/Chicago');
    const invoice = await insertInvoice(t.database.db, {
      clientId: matrix.clientA.id,
      year: 2024,
      quarter: dueInDays === -40 ? 1 : 2,
      billingDate: addDays(today, dueInDays - 30),
      dueDate: addDays(today, dueInDays),
      feeAmountCents: 50_000,
    });
    smtp.received.length = 0;
    expect((await send('/api/SendConfirmationEmail', invoice.id, 'owner')).statusCode).toBe(200);
    const text = readable(smtp.received[0]?.data);
    expect(text).not.toContain('payment deadline');
    expect(text).toMatch(amount);
    expect(text).toMatch(notice);
  });
});

describe('a request key belongs to its caller, its call and its invoice', () => {
  /** Refused, and the answer says nothing of the request the key was first used for. */
  function expectRefusedBlind(response: Awaited<ReturnType<typeof send>>) {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: REQUEST_KEY_REUSED });
    expect(response.body).not.toMatch(/clienta|owner@test|INV-|\d{4}-Q/i);
  }

  it('refuses an owner’s key sent by another client’s owner, and sends nothing for it', async () => {
    const requestKey = nextKey();
    expect((await sendCheckInstructions(ids.withEmails, 'owner', requestKey)).statusCode).toBe(200);
    smtp.received.length = 0;
    // Client B's owner, on its own invoice: before, this answered client A's contact addresses.
    expectRefusedBlind(await sendCheckInstructions(ids.otherClients, 'otherOwner', requestKey));
    // On client A's invoice it is not theirs to see: not found, as without the key.
    expect((await sendCheckInstructions(ids.withEmails, 'otherOwner', requestKey)).statusCode).toBe(404);
    expect(smtp.received).toHaveLength(0);
    // Their own key works as it always did.
    expect((await sendCheckInstructions(ids.otherClients, 'otherOwner')).statusCode).toBe(200);
  });

  it('refuses an owner’s key sent by staff, for the same call or another', async () => {
    const requestKey = nextKey();
    expect((await sendCheckInstructions(ids.withEmails, 'owner', requestKey)).statusCode).toBe(200);
    smtp.received.length = 0;
    for (const who of ['admin', 'researcher']) {
      expectRefusedBlind(await sendCheckInstructions(ids.withEmails, who, requestKey));
      expectRefusedBlind(await sendInvoice(ids.withEmails, who, requestKey));
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses the caller’s own key for another invoice or another call, and answers it again for the same', async () => {
    const requestKey = nextKey();
    const first = await sendInvoice(ids.withEmails, 'admin', requestKey);
    expect(first.statusCode).toBe(200);
    smtp.received.length = 0;
    expectRefusedBlind(await sendInvoice(ids.otherClients, 'admin', requestKey));
    expectRefusedBlind(await sendCheckInstructions(ids.withEmails, 'admin', requestKey));
    const again = await sendInvoice(ids.withEmails, 'admin', requestKey);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(smtp.received).toHaveLength(0);
  });
});
