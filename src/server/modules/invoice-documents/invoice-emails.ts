import { desc, eq } from 'drizzle-orm';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { EMAIL_FAILED, NO_RECIPIENT, type InvoiceEmail } from '../../../shared/contracts/invoice-emails';
import { formatDay, formatDollars } from '../../../shared/format';
import { invoiceNotice, payByCheckText, remitToOf } from '../../../shared/invoice-notice';
import type { DbOrTx } from '../../db/client';
import { clients, invoiceEmails, users } from '../../db/schema';
import { ConflictError, UpstreamError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { KeyedOperation } from '../../../shared/states';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { recipientsOf } from '../../integrations/mail/recipients';
import type { Caller } from '../auth/caller';
import { findVisibleInvoice } from '../auth/scope';
import { readInvoiceDetail } from '../invoices';
import { invoicePdf, letterheadOf } from './invoice-reports';
import { ownerInvoiceUrl, type InvoiceLetterhead } from './invoice-document';
import { userNameSql } from '../users';

type EmailKind = InvoiceEmail['kind'];

const OPERATION_OF: Record<EmailKind, KeyedOperation> = {
  invoice: 'send-invoice-email',
  'check-instructions': 'send-check-instructions',
};

export interface SendRequest {
  invoiceId: number;
  requestKey?: string | undefined;
}

export interface EmailContext {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
  today: string;
}

// The recipients rule is the mail integration's; other modules still take it from this module's index.
export { recipientsOf };

async function clientContacts(db: DbOrTx, clientId: number): Promise<(string | null)[]> {
  const [client] = await db
    .select({ a: clients.contactEmail, b: clients.contactEmail2, c: clients.contactEmail3 })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client ? [client.a, client.b, client.c] : [];
}

function districtName(letterhead: InvoiceLetterhead): string {
  return letterhead.district?.name ?? 'Your groundwater conservation district';
}

/**
 * What is owed and by when. Once the payment deadline has passed it is never quoted as one: the
 * amount due now says the late fee it holds, and the notice says what comes next.
 */
function amountDue(invoice: InvoiceDetail): string[] {
  const notice = invoiceNotice(invoice);
  const late = invoice.lateFee.daysLate > 0;
  const total = formatDollars(invoice.totalAmount);
  const lateFee =
    invoice.lateFeeAmount > 0 ? `, including a late fee of ${formatDollars(invoice.lateFeeAmount)}` : '';
  return [
    late
      ? `Amount due now: ${total}${lateFee}.`
      : `Amount due: ${total}, payment deadline ${formatDay(invoice.dueDate)}.`,
    ...(notice ? [notice.text] : []),
  ];
}

function invoiceMessage(invoice: InvoiceDetail, letterhead: InvoiceLetterhead, pdf: Buffer) {
  const remitTo = remitToOf(letterhead.district);
  const text = [
    `Dear ${invoice.invoiceOwnerName ?? invoice.clientName},`,
    '',
    `Your invoice ${invoice.invoiceNumber} (${invoice.title}) is attached.`,
    ...amountDue(invoice),
    '',
    `See and pay it in the portal: ${ownerInvoiceUrl(letterhead.portalUrl, invoice.id)}`,
    ...(remitTo ? [payByCheckText(remitTo, invoice.invoiceNumber)] : []),
    '',
    districtName(letterhead),
  ].join('\n');
  return {
    subject: `Invoice ${invoice.invoiceNumber} from ${districtName(letterhead)}`,
    text,
    attachments: [
      { filename: `Invoice_${invoice.invoiceNumber}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  };
}

function checkMessage(invoice: InvoiceDetail, letterhead: InvoiceLetterhead) {
  const remitTo = remitToOf(letterhead.district);
  const text = [
    `Dear ${invoice.invoiceOwnerName ?? invoice.clientName},`,
    '',
    `You chose to pay invoice ${invoice.invoiceNumber} (${invoice.title}) by check.`,
    ...amountDue(invoice),
    remitTo
      ? payByCheckText(remitTo, invoice.invoiceNumber)
      : `Write the invoice number ${invoice.invoiceNumber} on the check; the district will tell you where to mail it.`,
    '',
    districtName(letterhead),
  ].join('\n');
  return { subject: `How to pay invoice ${invoice.invoiceNumber} by check`, text };
}

async function emailRecord(db: DbOrTx, where: ReturnType<typeof eq>): Promise<InvoiceEmail[]> {
  const rows = await db
    .select({
      id: invoiceEmails.id,
      kind: invoiceEmails.kind,
      recipients: invoiceEmails.recipients,
      at: invoiceEmails.at,
      sentBy: userNameSql,
      outcome: invoiceEmails.outcome,
      detail: invoiceEmails.detail,
    })
    .from(invoiceEmails)
    .leftJoin(users, eq(users.id, invoiceEmails.sentBy))
    .where(where)
    .orderBy(desc(invoiceEmails.at), desc(invoiceEmails.id));
  return rows.map((row) => ({
    ...row,
    kind: row.kind as EmailKind,
    outcome: row.outcome as InvoiceEmail['outcome'],
    at: row.at.toISOString(),
  }));
}

/** GET Invoice/GetInvoiceEmails: what was sent about the invoice, newest first. */
export async function listInvoiceEmails(db: DbOrTx, caller: Caller, invoiceId: number) {
  await findVisibleInvoice(db, caller, invoiceId);
  return { message: 'OK', data: await emailRecord(db, eq(invoiceEmails.invoiceId, invoiceId)) };
}

/**
 * Sends one e-mail about an invoice the caller may see, once per request key: the send is recorded
 * as 'sending' first, with the key claimed for this caller, this kind of e-mail and this invoice, so
 * the same request again answers the first's record instead of sending again, and the key sent by
 * anyone else or for anything else is refused (409) without a word of the first. A client without
 * an address is recorded and refused (409); a mail server failure is recorded and answered 502 with
 * nothing half-done.
 */
async function sendOnce(
  context: EmailContext,
  caller: Caller,
  { invoiceId, requestKey }: SendRequest,
  kind: EmailKind,
  compose: (invoice: InvoiceDetail, letterhead: InvoiceLetterhead) => Promise<Omit<MailMessage, 'to'>>,
  extraRecipients: string[] = [],
): Promise<{ message: string; data: InvoiceEmail }> {
  const { db } = context;
  const invoice = await readInvoiceDetail(db, caller, invoiceId, context.today);
  const to = recipientsOf([...extraRecipients, ...(await clientContacts(db, invoice.clientId))]);
  const claimed = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: OPERATION_OF[kind], targetId: invoiceId, body: {} },
    async (tx) => {
      const [record] = await tx
        .insert(invoiceEmails)
        .values({
          invoiceId,
          kind,
          recipients: to.join(', '),
          sentBy: caller.id,
          outcome: to.length === 0 ? 'no-recipient' : 'sending',
        })
        .returning({ id: invoiceEmails.id });
      if (!record) throw new Error('invoice e-mail insert returned nothing');
      return record;
    },
    (id) => ({ id }),
  );
  if (claimed.replayed) {
    const [earlier] = await emailRecord(db, eq(invoiceEmails.id, claimed.result.id));
    return answerOfEarlier(earlier);
  }
  if (to.length === 0) throw new ConflictError(NO_RECIPIENT);

  let outcome: 'sent' | 'failed' = 'failed';
  let detail: string;
  try {
    const message = await compose(invoice, await letterheadOf(db, context.publicUrl));
    const { messageId } = await context.mailer.send({ ...message, to });
    outcome = 'sent';
    detail = messageId;
  } catch (error) {
    detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  }
  await db.update(invoiceEmails).set({ outcome, detail }).where(eq(invoiceEmails.id, claimed.result.id));
  if (outcome === 'failed') throw new UpstreamError(EMAIL_FAILED);
  const [record] = await emailRecord(db, eq(invoiceEmails.id, claimed.result.id));
  if (!record) throw new Error('invoice e-mail record missing after sending');
  return { message: sentMessage(kind, to.join(', ')), data: record };
}

function sentMessage(kind: EmailKind, recipients: string): string {
  return `${kind === 'invoice' ? 'Invoice e-mail' : 'Check instructions'} sent to ${recipients}`;
}

/** A repeated request answers as the first one did, without sending again. */
function answerOfEarlier(earlier: InvoiceEmail | undefined): { message: string; data: InvoiceEmail } {
  switch (earlier?.outcome) {
    case 'sent':
      return { message: sentMessage(earlier.kind, earlier.recipients), data: earlier };
    case 'no-recipient':
      throw new ConflictError(NO_RECIPIENT);
    case 'failed':
      throw new UpstreamError(EMAIL_FAILED);
    default:
      throw new ConflictError('This e-mail is being sent. Please wait.');
  }
}

/** GET Invoice/SendEmailToClient: the invoice, its PDF attached, to the client's contact addresses. */
export function sendInvoiceEmail(context: EmailContext, caller: Caller, request: SendRequest) {
  return sendOnce(context, caller, request, 'invoice', async (invoice, letterhead) =>
    invoiceMessage(invoice, letterhead, await invoicePdf(invoice, letterhead)),
  );
}

/** GET SendConfirmationEmail: how to pay by check, to the owner who chose it and the client's contacts. */
export function sendCheckInstructions(context: EmailContext, caller: Caller, request: SendRequest) {
  return sendOnce(
    context,
    caller,
    request,
    'check-instructions',
    (invoice, letterhead) => Promise.resolve(checkMessage(invoice, letterhead)),
    [caller.email],
  );
}
