import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, daysBetween } from '../../../shared/rules/calendar';
import { invoiceTotals, type InvoiceTerms } from '../../../shared/rules/invoices';
import {
  DEFAULT_PAYMENT_FEE_TERMS,
  processingFeeCents,
  type PaymentFeeTerms,
} from '../../../shared/rules/payment-fees';
import {
  lastQuarterEndedBy,
  quarterBefore,
  quarterDateRange,
  type Quarter,
} from '../../../shared/rules/quarters';
import { generateQuarterInvoices } from '../../modules/invoices/generate-quarter-invoices';
import { paymentFeesOn } from '../../modules/rates';
import type { Tx } from '../client';
import { adjustments, districtProfile, invoices, payments } from '../schema';
import { columnNames } from '../sql';
import { middayOf } from './dates';
import type { Random } from './random';

interface Period {
  year: number;
  quarter: Quarter;
}

/** The unpaid invoices of this quarter are inside the grace period today: due ten days ago. */
const GRACE_DUE_DAYS_AGO = 10;

/** The day after the quarter's last day. */
const endOf = (period: Period) => quarterDateRange(period.year, period.quarter).end;

/**
 * The day each of the last three quarters is generated: 15 days after it ended (the schedule's
 * default), except the quarter chosen to be inside its grace period today, generated 40 days ago.
 * That is the newest quarter when it ended long enough ago, else the one before.
 */
export function generationDays(
  today: string,
  terms: InvoiceTerms,
): { period: Period; day: string; grace: boolean }[] {
  const newest = lastQuarterEndedBy(today);
  const periods = [newest, quarterBefore(newest), quarterBefore(quarterBefore(newest))];
  const graceDay = addDays(today, -(terms.dueDays + GRACE_DUE_DAYS_AGO));
  const graceIndex = graceDay >= endOf(newest) ? 0 : 1;
  return periods.map((period, index) => {
    const scheduled = addDays(endOf(period), 15);
    const day = index === graceIndex ? graceDay : scheduled < today ? scheduled : today;
    return { period, day, grace: index === graceIndex };
  });
}

const PAYMENT_TYPES = [
  { paymentType: 'Check', method: 'check' },
  { paymentType: 'Card', method: 'card' },
  { paymentType: 'Bank transfer', method: 'us_bank_account' },
] as const;

/**
 * The demo district's billing: its last three quarters generated, so every state can be seen.
 * The oldest is visible and mostly paid; the middle one visible, half paid, the rest overdue with a
 * late fee; the grace quarter visible with a few paid; a quarter newer than that still invisible
 * (staff have not published it), or else a few of the newest. The owner's client owes a quarter
 * with its late fee and is inside the grace period on the newest visible one. A few invoices carry
 * credits.
 */
export async function seedInvoices(
  tx: Tx,
  random: Random,
  { today, terms, ownerClientId }: { today: string; terms: InvoiceTerms; ownerClientId: number },
): Promise<void> {
  const plan = generationDays(today, terms);
  const graceIndex = plan.findIndex((step) => step.grace);
  for (const [index, step] of [...plan.entries()].reverse()) {
    await generateQuarterInvoices(tx, null, step.period, step.day);
    const made = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.year, step.period.year), eq(invoices.quarter, step.period.quarter)));
    const paidShare = index === 2 ? 0.75 : index === 1 && graceIndex === 0 ? 0.5 : 0.2;
    const visible = index >= graceIndex;
    const toPay = made.filter(
      (invoice) => invoice.clientId !== ownerClientId && random() < paidShare && invoice.dueDate < today,
    );
    const owner = made.find((invoice) => invoice.clientId === ownerClientId);
    // The owner pays the oldest, unless that is the only overdue quarter it could show.
    if (index === 2 && graceIndex === 0 && owner) toPay.push(owner);
    // With every quarter visible, a few of the newest still wait for staff to publish them.
    const unpublished = (invoice: { clientId: number }) =>
      !visible || (index === 0 && invoice.clientId !== ownerClientId && random() < 0.15);
    const hidden = made.filter((invoice) => !toPay.includes(invoice) && unpublished(invoice));
    const shown = made.filter((invoice) => !hidden.includes(invoice));
    for (const [group, isVisible] of [
      [shown, true],
      [hidden, false],
    ] as const) {
      if (group.length === 0) continue;
      await tx
        .update(invoices)
        .set({ isVisible })
        .where(
          inArray(
            invoices.id,
            group.map((invoice) => invoice.id),
          ),
        );
    }
    await payInvoices(tx, random, toPay);
    const credited = made.filter((invoice) => !toPay.includes(invoice) && random() < 0.08);
    if (credited.length > 0) {
      await tx.insert(adjustments).values(
        credited.map((invoice) => ({
          invoiceId: invoice.id,
          reason: 'Meter calibration credit',
          valueCents: -Math.min(invoice.feeAmountCents, 500 + Math.floor(random() * 40) * 100),
        })),
      );
    }
  }
}

/**
 * Marks invoices paid a few days before their due date, by check, card or bank transfer, online ones
 * with the processing fee of the terms in force on the day.
 */
async function payInvoices(tx: Tx, random: Random, paid: readonly (typeof invoices.$inferSelect)[]) {
  if (paid.length === 0) return;
  const settled = paid.map((invoice) => {
    const { paymentType, method } =
      PAYMENT_TYPES[Math.floor(random() * PAYMENT_TYPES.length)] ?? PAYMENT_TYPES[0];
    const daysEarly = Math.floor(random() * Math.max(1, daysBetween(invoice.billingDate, invoice.dueDate)));
    const paidOn = addDays(invoice.dueDate, -daysEarly);
    return { invoice, paymentType, method, paidOn, paymentDate: middayOf(paidOn) };
  });
  const column = (name: PgColumn) => columnNames([name]);
  await tx.execute(sql`update ${invoices} set ${column(invoices.hasPaid)} = true,
      ${column(invoices.paymentDate)} = paid."paymentDate", ${column(invoices.paymentType)} = paid."paymentType"
    from json_to_recordset(${JSON.stringify(
      settled.map(({ invoice, paymentDate, paymentType }) => ({ id: invoice.id, paymentDate, paymentType })),
    )}::json) as paid(id integer, "paymentDate" timestamptz, "paymentType" text)
    where ${invoices.id} = paid.id`);
  const feesOn = new Map<string, PaymentFeeTerms>();
  for (const { paidOn } of settled) {
    if (!feesOn.has(paidOn)) feesOn.set(paidOn, await paymentFeesOn(tx, paidOn, DEFAULT_PAYMENT_FEE_TERMS));
  }
  await tx.insert(payments).values(
    settled.map(({ invoice, method, paidOn, paymentDate }) => {
      const totalCents = invoiceTotals(invoice.feeAmountCents, [], 0).totalCents;
      const fees = feesOn.get(paidOn) ?? DEFAULT_PAYMENT_FEE_TERMS;
      const feeCents = method === 'check' ? 0 : processingFeeCents(totalCents, method, fees);
      return {
        invoiceId: invoice.id,
        clientId: invoice.clientId,
        method,
        provider: method === 'check' ? null : 'sandbox',
        amountCents: totalCents + feeCents,
        processingFeeCents: feeCents,
        invoiceTotalCents: totalCents,
        status: 'succeeded' as const,
        checkNumber: method === 'check' ? String(1000 + Math.floor(random() * 9000)) : null,
        receivedOn: method === 'check' ? paidOn : null,
        createdAt: paymentDate,
        updatedAt: paymentDate,
      };
    }),
  );
}

/** The demo district's own address block and remit-to, as its invoices print them. */
export async function seedDistrictProfile(tx: Tx): Promise<void> {
  await tx.insert(districtProfile).values({
    id: 1,
    name: 'Demo Groundwater Conservation District',
    address1: '3074 Westfork Drive',
    address2: 'Suite A',
    city: 'Baton Rouge',
    state: 'LA',
    zipCode: '70816',
    phone: '(225)-555-0142',
    email: 'billing@district.demo.test',
    remitTo: 'Demo Groundwater Conservation District, PO Box 64526, Baton Rouge, LA 70896',
  });
}
