import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BillingTermsEntry,
  RateEntry,
  RateNotice,
  SaveBillingTermsRequest,
  SaveRateRequest,
} from '../../../shared/contracts/rates';
import {
  BILLING_TERMS_SAVED,
  ONLY_FUTURE_WITHDRAWN,
  RATE_NOT_FOUND,
  RATE_SAVED,
  RATE_WITHDRAWN,
} from '../../../shared/contracts/rates';
import { addDays } from '../../../shared/rules/calendar';
import { DEFAULT_INVOICE_TERMS } from '../../../shared/rules/invoices';
import { DEFAULT_PAYMENT_FEE_TERMS } from '../../../shared/rules/payment-fees';
import { SCHEDULE_START } from '../../../shared/rules/rate-schedule';
import { auditLog, billingTerms, rateNotices, rateSchedule } from '../../db/schema';
import { selectRows } from '../../db/sql';
import type { MailMessage } from '../../integrations/mail/mailer';
import { insertInvoice } from '../../test/factories/invoices';
import { insertAccessMatrix, insertClient, type AccessMatrix } from '../../test/factories/people';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { adoptConfiguredSettings } from './adopt-settings';

/*
 * The rate schedule and the billing terms through the API. Statuses and refusals are as of the
 * district's real today; every rate a test saves takes a day of its own, so the tests stay apart.
 */

let t: TestApp;
let matrix: AccessMatrix;
const tokens: Record<string, string> = {};
const sent: MailMessage[] = [];
let today: string;
let nextOffset = 60;

type Who = 'owner' | 'admin' | 'researcher';
const db = () => t.database.db;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

/** A day of its own, well after today's notice allows. */
function freshDay(): string {
  nextOffset += 3;
  return addDays(today, nextOffset);
}

/** A rate far above any other, noticed today and heard yesterday, on a day of its own. */
function futureRate(overrides: Partial<SaveRateRequest> = {}): SaveRateRequest {
  return {
    ratePerMillionGallons: 500 + nextOffset,
    effectiveOn: freshDay(),
    adoptedOn: today,
    noticeGivenOn: today,
    hearingOn: addDays(today, -1),
    ...overrides,
  };
}

function futureTerms(overrides: Partial<SaveBillingTermsRequest> = {}): SaveBillingTermsRequest {
  return {
    effectiveOn: freshDay(),
    dueDays: 45,
    lateFeePercent: 1.25,
    lateFeePeriod: 'month',
    lateFeeCapPercent: 18,
    cardFeePercent: 3.1,
    cardFeeFixed: 0.35,
    bankFeePercent: 0.5,
    ...overrides,
  };
}

async function schedule(who: Who): Promise<RateEntry[]> {
  const answer = await call('GET', '/api/Rate/GetRateSchedule', who);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: RateEntry[] }>().data;
}

async function terms(who: Who): Promise<BillingTermsEntry[]> {
  const answer = await call('GET', '/api/Rate/GetBillingTerms', who);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: BillingTermsEntry[] }>().data;
}

async function saveRate(rate: SaveRateRequest, query = '') {
  const answer = await call('POST', `/api/Rate/SaveRate${query}`, 'admin', rate);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ message: string; id: number; noticesQueued: number }>();
}

/** What the schedule, terms and audit log hold: a refused call changes none of them. */
async function counts() {
  const [row] = await selectRows<{ rates: number; terms: number; audits: number }>(
    db(),
    sql`select (select count(*)::int from ${rateSchedule}) as rates,
      (select count(*)::int from ${billingTerms}) as terms, (select count(*)::int from ${auditLog}) as audits`,
  );
  return row;
}

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      send: async (message) => {
        sent.push(message);
        return { messageId: `test-${sent.length}` };
      },
    },
  });
  matrix = await insertAccessMatrix(db());
  for (const who of ['owner', 'admin', 'researcher'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  today = todayIn(testConfig().districtTimeZone);
});
afterAll(() => t.close());

describe('the rate schedule', () => {
  it('starts with the configured rate from the start, in force', async () => {
    const [first] = (await schedule('researcher')).filter((entry) => entry.fromStart);
    expect(first).toMatchObject({
      effectiveOn: SCHEDULE_START,
      ratePerMillionGallons: 65,
      status: 'in-force',
      enteredBy: null,
      adoptedOn: null,
    });
  });

  it('takes a future rate from an admin, lists it newest first with who entered it, and audits it', async () => {
    const rate = futureRate({ ratePerMillionGallons: 70.5 });
    const saved = await saveRate(rate);
    expect(saved).toMatchObject({ message: RATE_SAVED, noticesQueued: expect.any(Number) });
    const entries = await schedule('admin');
    const effectiveDays = entries.map((entry) => entry.effectiveOn);
    expect(effectiveDays).toEqual([...effectiveDays].sort().reverse());
    expect(entries.find((entry) => entry.id === saved.id)).toMatchObject({
      effectiveOn: rate.effectiveOn,
      ratePerMillionGallons: 70.5,
      status: 'future',
      fromStart: false,
      enteredBy: 'Test Admin',
      hearingOn: rate.hearingOn,
      notices: { failed: 0 },
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rate'), eq(auditLog.entityId, String(saved.id))));
    expect(audits).toMatchObject([
      { action: 'save-rate', actorUserId: matrix.admin.id, after: { rateCentsPerMillionGallons: 7050 } },
    ]);
  });

  it('is read by owners without who entered it or the notices, and changed by admins only', async () => {
    const saved = await saveRate(futureRate());
    const entry = (await schedule('owner')).find((row) => row.id === saved.id);
    expect(entry).toMatchObject({ status: 'future', enteredBy: null, notices: null });
    expect((await call('POST', '/api/Rate/SaveRate', 'owner', futureRate())).statusCode).toBe(403);
    expect((await call('POST', '/api/Rate/SaveRate', 'researcher', futureRate())).statusCode).toBe(403);
    expect((await call('PUT', `/api/Rate/WithdrawRate?id=${saved.id}`, 'owner')).statusCode).toBe(403);
    expect((await call('GET', `/api/Rate/GetRateNotices?rateId=${saved.id}`, 'owner')).statusCode).toBe(403);
    expect((await call('GET', `/api/Rate/GetRateNotices?rateId=${saved.id}`, 'researcher')).statusCode).toBe(
      200,
    );
  });
});

describe('refusals', () => {
  const day = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

  it.each<[string, () => SaveRateRequest, string, (rate: SaveRateRequest) => string]>([
    [
      'a rate from today',
      () =>
        futureRate({
          effectiveOn: today,
          noticeGivenOn: addDays(today, -40),
          adoptedOn: addDays(today, -40),
        }),
      'effectiveOn',
      () =>
        `The rate in effect on ${day(today)} cannot change: a new rate takes effect after today (${day(today)}).`,
    ],
    [
      'a change to the rate from the start',
      () =>
        futureRate({
          effectiveOn: SCHEDULE_START,
          adoptedOn: SCHEDULE_START,
          noticeGivenOn: '1899-01-01',
          hearingOn: null,
        }),
      'effectiveOn',
      () =>
        `The rate in effect on 01/01/1900 cannot change: a new rate takes effect after today (${day(today)}).`,
    ],
    [
      'a rate 29 days after its notice',
      () => futureRate({ effectiveOn: addDays(today, 29), noticeGivenOn: today }),
      'effectiveOn',
      () =>
        `A rate takes effect at least 30 days after its notice: notice given on ${day(today)} allows ${day(addDays(today, 30))} at the earliest.`,
    ],
    [
      'an increase without a hearing',
      () => futureRate({ ratePerMillionGallons: 99_999, hearingOn: null }),
      'hearingOn',
      () => 'An increase needs the date of its public hearing.',
    ],
    [
      'a hearing on the day the rate takes effect',
      () => futureRate({ hearingOn: addDays(today, 400), effectiveOn: addDays(today, 400) }),
      'hearingOn',
      () => 'The public hearing is held before the rate takes effect.',
    ],
    [
      'a rate adopted after it takes effect',
      () => {
        const effectiveOn = freshDay();
        return futureRate({ effectiveOn, adoptedOn: addDays(effectiveOn, 1) });
      },
      'adoptedOn',
      () => 'The board adopts a rate before it takes effect.',
    ],
    [
      'a rate in fractions of a cent',
      () => futureRate({ ratePerMillionGallons: 65.005 }),
      'ratePerMillionGallons',
      () => 'Enter the rate in dollars and cents, such as 65.00',
    ],
  ])('refuses %s with 400, naming the field, and changes nothing', async (_name, make, field, message) => {
    const rate = make();
    const before = await counts();
    const answer = await call('POST', '/api/Rate/SaveRate', 'admin', rate);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: Record<string, string> }>().errors[field]).toBe(message(rate));
    expect(await counts()).toEqual(before);
  });

  it('refuses a second rate on the day of another, and takes it once the first is withdrawn', async () => {
    const first = futureRate();
    const saved = await saveRate(first);
    const before = await counts();
    const again = await call('POST', '/api/Rate/SaveRate', 'admin', { ...first, ratePerMillionGallons: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: `A rate already takes effect on ${day(first.effectiveOn)}: the district has one rate a day.`,
      errors: {
        effectiveOn: `A rate already takes effect on ${day(first.effectiveOn)}: the district has one rate a day.`,
      },
    });
    expect(await counts()).toEqual(before);
    expect((await call('PUT', `/api/Rate/WithdrawRate?id=${saved.id}`, 'admin')).statusCode).toBe(200);
    await saveRate({ ...first, ratePerMillionGallons: 1 });
  });

  it('takes a decrease without a hearing', async () => {
    await saveRate(futureRate({ ratePerMillionGallons: 0.01, hearingOn: null }));
  });

  it('lets one of two saves for one day at once through', async () => {
    const rate = futureRate();
    const answers = await Promise.all([
      call('POST', '/api/Rate/SaveRate', 'admin', rate),
      call('POST', '/api/Rate/SaveRate', 'admin', { ...rate, ratePerMillionGallons: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const onDay = await db()
      .select()
      .from(rateSchedule)
      .where(eq(rateSchedule.effectiveOn, rate.effectiveOn));
    expect(onDay).toHaveLength(1);
  });
});

describe('withdrawing', () => {
  it('withdraws a future rate once, lists it as withdrawn by whom, audits it, and refuses the rest', async () => {
    const saved = await saveRate(futureRate());
    const withdrawn = await call('PUT', `/api/Rate/WithdrawRate?id=${saved.id}`, 'admin');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ message: RATE_WITHDRAWN });
    const entry = (await schedule('admin')).find((row) => row.id === saved.id);
    expect(entry).toMatchObject({
      status: 'withdrawn',
      withdrawnBy: 'Test Admin',
      withdrawnAt: expect.any(String),
    });
    const again = await call('PUT', `/api/Rate/WithdrawRate?id=${saved.id}`, 'admin');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: ONLY_FUTURE_WITHDRAWN });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdraw-rate'), eq(auditLog.entityId, String(saved.id))));
    expect(audits).toHaveLength(1);

    const start = (await schedule('admin')).find((row) => row.fromStart);
    expect((await call('PUT', `/api/Rate/WithdrawRate?id=${start?.id}`, 'admin')).statusCode).toBe(400);
    const missing = await call('PUT', '/api/Rate/WithdrawRate?id=999999', 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: RATE_NOT_FOUND });
  });

  it('withdraws future billing terms, not those in force', async () => {
    const saved = await call('POST', '/api/Rate/SaveBillingTerms', 'admin', futureTerms());
    const { id } = saved.json<{ id: number }>();
    expect((await call('PUT', `/api/Rate/WithdrawBillingTerms?id=${id}`, 'owner')).statusCode).toBe(403);
    expect((await call('PUT', `/api/Rate/WithdrawBillingTerms?id=${id}`, 'admin')).statusCode).toBe(200);
    expect((await terms('admin')).find((row) => row.id === id)).toMatchObject({ status: 'withdrawn' });
    expect((await call('PUT', `/api/Rate/WithdrawBillingTerms?id=${id}`, 'admin')).statusCode).toBe(400);
    const start = (await terms('admin')).find((row) => row.fromStart);
    expect((await call('PUT', `/api/Rate/WithdrawBillingTerms?id=${start?.id}`, 'admin')).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/Rate/WithdrawBillingTerms?id=999999', 'admin')).statusCode).toBe(404);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'billing-terms'), eq(auditLog.entityId, String(id))));
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      'save-billing-terms',
      'withdraw-billing-terms',
    ]);
  });
});

describe('request keys', () => {
  it('answers a repeated SaveRate as the first and adds nothing; another body with the key is refused', async () => {
    const rate = futureRate();
    const key = `rate-${rate.effectiveOn}`;
    const first = await saveRate(rate, `?requestKey=${key}`);
    const before = await counts();
    expect(await saveRate(rate, `?requestKey=${key}`)).toEqual(first);
    expect(await counts()).toEqual(before);
    const other = await call('POST', `/api/Rate/SaveRate?requestKey=${key}`, 'admin', {
      ...rate,
      ratePerMillionGallons: 1,
    });
    expect(other.statusCode).toBe(409);
  });

  it('answers a repeated SaveBillingTerms as the first and adds nothing', async () => {
    const body = futureTerms();
    const key = `terms-${body.effectiveOn}`;
    const first = await call('POST', `/api/Rate/SaveBillingTerms?requestKey=${key}`, 'admin', body);
    expect(first.statusCode).toBe(200);
    const before = await counts();
    const again = await call('POST', `/api/Rate/SaveBillingTerms?requestKey=${key}`, 'admin', body);
    expect(again.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
  });
});

describe('billing terms', () => {
  it('lists the configured terms from the start in percent and dollars, for owners too', async () => {
    const start = (await terms('owner')).find((row) => row.fromStart);
    expect(start).toMatchObject({
      status: 'in-force',
      dueDays: 30,
      lateFeePercent: 1.5,
      lateFeePeriod: 'day',
      lateFeeCapPercent: null,
      cardFeePercent: 2.9,
      cardFeeFixed: 0.3,
      bankFeePercent: 0.8,
      enteredBy: null,
    });
  });

  it('takes future terms from an admin, stored exactly, and refuses today and a taken day', async () => {
    const body = futureTerms();
    expect((await call('POST', '/api/Rate/SaveBillingTerms', 'owner', body)).statusCode).toBe(403);
    const saved = await call('POST', '/api/Rate/SaveBillingTerms', 'admin', body);
    expect(saved.statusCode).toBe(200);
    const { id, message } = saved.json<{ id: number; message: string }>();
    expect(message).toBe(BILLING_TERMS_SAVED);
    const [row] = await db().select().from(billingTerms).where(eq(billingTerms.id, id));
    expect(row).toMatchObject({
      lateFeeMilliPercent: 1250,
      lateFeeCapMilliPercent: 18_000,
      cardMilliPercent: 3100,
      cardFixedCents: 35,
      bankMilliPercent: 500,
      enteredBy: matrix.admin.id,
    });
    expect((await terms('admin')).find((entry) => entry.id === id)).toMatchObject({
      ...body,
      status: 'future',
      enteredBy: 'Test Admin',
    });
    expect((await terms('owner')).find((entry) => entry.id === id)).toMatchObject({ enteredBy: null });

    const before = await counts();
    const taken = await call('POST', '/api/Rate/SaveBillingTerms', 'admin', { ...body, dueDays: 10 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ errors: Record<string, string> }>().errors.effectiveOn).toMatch(
      /^Terms already take effect/,
    );
    const now = await call(
      'POST',
      '/api/Rate/SaveBillingTerms',
      'admin',
      futureTerms({ effectiveOn: today }),
    );
    expect(now.statusCode).toBe(400);
    expect(now.json<{ errors: Record<string, string> }>().errors.effectiveOn).toMatch(/cannot change/);
    expect(await counts()).toEqual(before);
  });
});

describe('notices of a saved rate', () => {
  it('go to each client billed in the last year, once, and staff see them', async () => {
    const recent = await insertClient(db(), { name: 'Recently Billed', contactEmail: 'recent@clients.test' });
    const old = await insertClient(db(), { name: 'Billed Long Ago', contactEmail: 'old@clients.test' });
    await insertInvoice(db(), {
      clientId: recent.id,
      year: 2001,
      quarter: 1,
      billingDate: addDays(today, -30),
    });
    await insertInvoice(db(), {
      clientId: old.id,
      year: 2001,
      quarter: 1,
      billingDate: addDays(today, -400),
    });
    const saved = await saveRate(futureRate({ ratePerMillionGallons: 71 }));
    expect(saved.noticesQueued).toBe(1);
    await vi.waitFor(async () => {
      const rows = await db().select().from(rateNotices).where(eq(rateNotices.rateId, saved.id));
      expect(rows.map((row) => row.outcome)).toEqual(['sent']);
    });
    const notices = await call('GET', `/api/Rate/GetRateNotices?rateId=${saved.id}`, 'admin');
    expect(notices.json<{ data: RateNotice[] }>().data).toEqual([
      {
        clientId: recent.id,
        clientName: 'Recently Billed',
        recipients: 'recent@clients.test',
        outcome: 'sent',
        detail: null,
        attempts: 1,
        sentAt: expect.any(String),
      },
    ]);
    const told = sent.filter((message) => message.subject.startsWith('New groundwater rate of $71.00'));
    expect(told.map((message) => message.to)).toEqual([['recent@clients.test']]);
    expect((await schedule('admin')).find((row) => row.id === saved.id)?.notices).toEqual({
      sent: 1,
      failed: 0,
      noRecipient: 0,
      sending: 0,
    });
    expect((await call('GET', '/api/Rate/GetRateNotices?rateId=999999', 'admin')).statusCode).toBe(404);
  });
});

describe('the configured settings as the first entries', () => {
  it('are adopted once, by the first start, and never again', async () => {
    const configured = await createTestApp({
      config: { invoiceTerms: { ...DEFAULT_INVOICE_TERMS, rateCentsPerMillionGallons: 2000, dueDays: 20 } },
    });
    try {
      const store = configured.database.db;
      const [first] = await store.select().from(rateSchedule);
      expect(first).toMatchObject({
        effectiveOn: SCHEDULE_START,
        rateCentsPerMillionGallons: 2000,
        fromSetting: false,
      });
      const [firstTerms] = await store.select().from(billingTerms);
      expect(firstTerms).toMatchObject({ dueDays: 20, fromSetting: false });
      await adoptConfiguredSettings(store, DEFAULT_INVOICE_TERMS, DEFAULT_PAYMENT_FEE_TERMS);
      expect(await store.select().from(rateSchedule)).toEqual([first]);
      expect(await store.select().from(billingTerms)).toEqual([firstTerms]);
    } finally {
      await configured.close();
    }
  });
});
