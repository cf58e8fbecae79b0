import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import {
  accountingConsentUrlEndpoint,
  exchangeTokenEndpoint,
  sandboxConsentEndpoint,
  syncInvoiceEndpoint,
} from '../src/shared/contracts/accounting';
import { addAdjustmentEndpoint } from '../src/shared/contracts/invoice-changes';
import { listInvoicesEndpoint, type InvoiceSummary } from '../src/shared/contracts/invoice-lists';
import { getInvoiceEndpoint } from '../src/shared/contracts/invoices';
import { createPaymentIntentEndpoint, sandboxConfirmEndpoint } from '../src/shared/contracts/payment-intents';
import { recordPaymentByAdminEndpoint } from '../src/shared/contracts/payment-records';
import { authenticateEndpoint } from '../src/shared/contracts/users';
import { todayIn } from '../src/server/time';
import { answerOf, bearer } from './api';
import { DEMO_PASSWORD } from './browser';
import { ownerInvoiceOf } from './owner-invoices';

/** The demo owner's invoices, one in each state the billing pages show. */
export interface BillingStates {
  clientId: number;
  /** Paid by check, then synced: paid and synced. */
  paid: InvoiceSummary;
  /** Past due with its late fee, synced, then given an adjustment: overdue and out of date. */
  overdue: InvoiceSummary;
  /** Past due, inside its grace period, synced as it is. */
  grace: InvoiceSummary;
  /** A bank transfer on its way (the server's sandbox must not clear it meanwhile); never synced. */
  processing: InvoiceSummary;
  /** Every invoice of the client, as listed once the states are made. */
  all: InvoiceSummary[];
}

async function ok(response: { status(): number; text(): Promise<string> }) {
  expect(response.status(), await response.text()).toBe(200);
}

/** Connects the portal to the sandbox ledger as the Admin's consent page and callback would. */
async function connectSandboxLedger(request: APIRequestContext, staff: Record<string, string>) {
  const state = 'e2e-accessibility-state-0001';
  await ok(await request.get(`${accountingConsentUrlEndpoint.path}?state=${state}`, { headers: staff }));
  const consent = await request.post(sandboxConsentEndpoint.path, { headers: staff, data: { state } });
  await ok(consent);
  // The callback's address, relative to the portal: only its query matters here.
  const callback = new URL(
    (await answerOf(sandboxConsentEndpoint, consent)).data.callbackUrl,
    'http://portal.invalid',
  );
  await ok(
    await request.post(exchangeTokenEndpoint.path, {
      headers: staff,
      data: {
        code: callback.searchParams.get('code'),
        realmId: callback.searchParams.get('realmId'),
        environment: 'sandbox',
      },
    }),
  );
}

/** The client's invoices as staff list them (every year, newest first). */
async function invoicesOf(request: APIRequestContext, staff: Record<string, string>, clientId: number) {
  const listed = await request.post(`${listInvoicesEndpoint.path}?pageSize=200`, {
    headers: staff,
    data: { clientIds: [clientId] },
  });
  await ok(listed);
  return (await answerOf(listInvoicesEndpoint, listed)).data;
}

/**
 * Makes, through the API only, an invoice of the demo owner in each state: paid (a check), past due
 * (the demo's overdue and grace invoices), processing (a bank transfer), synced to the sandbox ledger
 * and out of date (changed after its sync). Two quarters older than the demo's are generated for the
 * paid and the processing one. For a server of the caller's own: it connects the district's
 * accounting, and the transfer stays processing only while the sandbox's settle delay lasts.
 */
export async function makeBillingStates(request: APIRequestContext): Promise<BillingStates> {
  const staff = await bearer(request, 'admin@demo.test');
  const login = await request.post(authenticateEndpoint.path, {
    data: { email: 'owner@demo.test', password: DEMO_PASSWORD },
  });
  const owner = await answerOf(authenticateEndpoint, login);
  const ownerHeaders = { authorization: `Bearer ${owner.token}` };
  const clientId = owner.clientIds[0] ?? 0;

  // Processing: the owner pays the fourth quarter back by bank transfer.
  const processing = await ownerInvoiceOf(request, 3);
  const intent = await request.get(
    `${createPaymentIntentEndpoint.path}?clientId=${clientId}&invoiceId=${processing.id}&paymentMethod=us_bank_account`,
    { headers: ownerHeaders },
  );
  await ok(intent);
  const { id: paymentIntentId, client_secret: clientSecret } = (
    await answerOf(createPaymentIntentEndpoint, intent)
  ).data;
  const confirmed = await request.post(sandboxConfirmEndpoint.path, {
    headers: ownerHeaders,
    data: {
      paymentIntentId,
      clientSecret,
      bankAccount: {
        accountHolderName: 'Red Stick Water Company',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
    },
  });
  await ok(confirmed);
  expect((await answerOf(sandboxConfirmEndpoint, confirmed)).data.status).toBe('processing');

  // Paid: staff record a check for the fifth quarter back, for what it asks today.
  const paid = await ownerInvoiceOf(request, 4);
  await ok(
    await request.put(`${recordPaymentByAdminEndpoint.path}?invoiceId=${paid.id}`, {
      headers: staff,
      data: { checkNumber: 'E2E-A11Y', amount: paid.totalAmount, dateReceived: todayIn('America/Chicago') },
    }),
  );

  const before = await invoicesOf(request, staff, clientId);
  const overdue = before.find((invoice) => invoice.lateFee.kind === 'overdue');
  const grace = before.find((invoice) => invoice.lateFee.kind === 'grace');
  if (!overdue || !grace) throw new Error('the demo owner should owe one invoice in grace and one overdue');

  // Synced: the paid, overdue and grace invoices; out of date: the overdue one changes afterwards.
  await connectSandboxLedger(request, staff);
  for (const invoice of [paid, overdue, grace]) {
    await ok(await request.put(`${syncInvoiceEndpoint.path}?invoiceId=${invoice.id}`, { headers: staff }));
  }
  await ok(
    await request.post(`${addAdjustmentEndpoint.path}?invoiceId=${overdue.id}`, {
      headers: staff,
      data: { reason: 'E2E meter reading correction', value: 5 },
    }),
  );

  // Each state as the API now reports it.
  const all = await invoicesOf(request, staff, clientId);
  const now = (invoice: InvoiceSummary) => all.find((row) => row.id === invoice.id);
  expect(now(paid)).toMatchObject({ hasPaid: true, accountingOutOfDate: false });
  expect(now(paid)?.accountingInvoiceId).toBeTruthy();
  expect(now(overdue)).toMatchObject({ hasPaid: false, accountingOutOfDate: true });
  expect(now(overdue)?.lateFee.kind).toBe('overdue');
  expect(now(grace)).toMatchObject({ hasPaid: false, accountingOutOfDate: false });
  expect(now(grace)?.accountingInvoiceId).toBeTruthy();
  const detail = await request.get(`${getInvoiceEndpoint.path}?invoiceId=${processing.id}`, {
    headers: staff,
  });
  await ok(detail);
  expect((await answerOf(getInvoiceEndpoint, detail)).data).toMatchObject({
    hasPaid: false,
    paymentProcessing: true,
    accountingInvoiceId: null,
  });
  const current = (invoice: InvoiceSummary) => now(invoice) ?? invoice;
  return {
    clientId,
    paid: current(paid),
    overdue: current(overdue),
    grace: current(grace),
    processing: current(processing),
    all,
  };
}
