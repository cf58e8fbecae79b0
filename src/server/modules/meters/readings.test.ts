import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MeterReading,
  ReviewItem,
  SubmitReadingRequest,
  SubmitReadingResponse,
} from '../../../shared/contracts/meter-readings';
import { addDays } from '../../../shared/rules/calendar';
import type { MeterUnit } from '../../../shared/states';
import { dailyPumpage, invoiceItems, invoices, meterReadings } from '../../db/schema';
import { selectRows } from '../../db/sql';
import type { MailMessage } from '../../integrations/mail/mailer';
import { insertInvoice } from '../../test/factories/invoices';
import { installMeter, insertMeter } from '../../test/factories/meters';
import {
  insertAccessMatrix,
  insertClient,
  insertLevel20User,
  type AccessMatrix,
} from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

let t: TestApp;
let matrix: AccessMatrix;
const tokens: Record<string, string> = {};
const sent: MailMessage[] = [];
let today: string;

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      send: async (message) => {
        sent.push(message);
        return { messageId: `test-${sent.length}` };
      },
    },
  });
  matrix = await insertAccessMatrix(t.database.db);
  const level20 = await insertLevel20User(t.database.db, 'level20@test.local', [matrix.clientA.id]);
  for (const who of ['user', 'owner', 'otherOwner', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  tokens.level20 = await t.tokenFor({ userId: level20.id });
  today = todayIn(testConfig().districtTimeZone);
});
afterAll(() => t.close());

type Who = 'user' | 'owner' | 'otherOwner' | 'admin' | 'level20';
const db = () => t.database.db;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

const submit = (body: SubmitReadingRequest, who: Who = 'owner') =>
  call('POST', '/api/MeterReading/SubmitReading', who, body);
const review = (readingId: number, body: object) =>
  call('PUT', `/api/MeterReading/ReviewReading?readingId=${readingId}`, 'admin', body);

/** A client A well with a meter installed on `installedOn` reading `opening`. */
async function meteredWell(
  options: {
    installedOn?: string;
    opening?: number;
    unit?: MeterUnit;
    multiplier?: number;
    digits?: number;
    dailyPumpRate?: number | null;
  } = {},
) {
  const well = await insertWell(db(), {
    clientId: matrix.clientA.id,
    dailyPumpRate: options.dailyPumpRate ?? null,
  });
  const meter = await insertMeter(db(), {
    unit: options.unit ?? 'gallons',
    multiplier: options.multiplier ?? 1,
    registerDigits: options.digits ?? 6,
  });
  const installation = await installMeter(db(), {
    wellId: well.id,
    meterId: meter.id,
    installedOn: options.installedOn ?? '2025-01-01',
    openingReading: options.opening ?? 1000,
  });
  return { well, meter, installation };
}

/** The well's pumpage from readings: gallons per day and their sum. */
async function readingPumpage(wellId: number) {
  const rows = await db()
    .select({ date: dailyPumpage.date, pumpage: dailyPumpage.pumpage, source: dailyPumpage.source })
    .from(dailyPumpage)
    .where(eq(dailyPumpage.wellId, wellId))
    .orderBy(dailyPumpage.date);
  const gallons = rows.map((row) => Math.round(row.pumpage * 1000));
  return { rows, total: gallons.reduce((sum, value) => sum + value, 0) };
}

async function expectRefused(
  body: SubmitReadingRequest,
  field: string,
  text: string | RegExp,
  who: Who = 'owner',
) {
  const before = await db().$count(meterReadings, eq(meterReadings.wellId, body.wellId));
  const response = await submit(body, who);
  expect(response.statusCode).toBe(400);
  const answer = response.json<{ message: string; errors?: Record<string, string> }>();
  expect(answer.message).toMatch(text);
  expect(answer.errors?.[field]).toMatch(text);
  expect(await db().$count(meterReadings, eq(meterReadings.wellId, body.wellId))).toBe(before);
}

describe('an accepted reading', () => {
  it('writes its volume as daily pumpage from readings, spread over the days since the previous reading', async () => {
    const { well } = await meteredWell({ installedOn: '2025-03-01', opening: 1000 });
    const response = await submit({ wellId: well.id, readOn: '2025-03-11', reading: 11_003 });
    expect(response.statusCode).toBe(200);
    const answer = response.json<SubmitReadingResponse>();
    expect(answer).toMatchObject({ state: 'accepted', volumeGallons: 10_003, reasons: [] });
    const { rows, total } = await readingPumpage(well.id);
    expect(rows.map((row) => row.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => addDays('2025-03-02', i)),
    );
    expect(rows.every((row) => row.source === 'reading')).toBe(true);
    expect(total).toBe(10_003);

    const list = await call('GET', `/api/MeterReading/GetReadings?wellId=${well.id}`, 'owner');
    const [reading] = list.json<{ data: MeterReading[] }>().data;
    expect(reading).toMatchObject({
      id: answer.id,
      readOn: '2025-03-11',
      reading: 11_003,
      state: 'accepted',
    });
    expect(reading).toMatchObject({ volumeGallons: 10_003, volumeFrom: '2025-03-02', source: 'owner' });
  });

  it.each([
    ['cubicFeet', 10, 100, 7_481],
    ['acreFeet', 1, 2, 651_702],
    ['kgal', 100, 3, 300_000],
  ] as const)('converts %s x%d exactly to gallons', async (unit, multiplier, advance, gallons) => {
    const { well } = await meteredWell({ unit, multiplier, opening: 0 });
    const answer = (
      await submit({ wellId: well.id, readOn: '2025-01-31', reading: advance })
    ).json<SubmitReadingResponse>();
    expect(answer.volumeGallons).toBe(gallons);
    expect((await readingPumpage(well.id)).total).toBe(gallons);
  });

  it('counts a rollover through the register maximum', async () => {
    const { well } = await meteredWell({ digits: 4, opening: 9_900 });
    const answer = await submit({ wellId: well.id, readOn: '2025-01-05', reading: 50, isRollover: true });
    expect(answer.json<SubmitReadingResponse>()).toMatchObject({ state: 'accepted', volumeGallons: 150 });
  });

  it('leaves uploaded days alone and compares them instead', async () => {
    const { well } = await meteredWell({ installedOn: '2025-04-01', opening: 0 });
    await insertDaily(db(), well.id, [
      ['2025-04-02', 1],
      ['2025-04-03', 1],
    ]);
    const answer = (
      await submit({ wellId: well.id, readOn: '2025-04-05', reading: 4_000 })
    ).json<SubmitReadingResponse>();
    expect(answer.state).toBe('accepted');
    const { rows } = await readingPumpage(well.id);
    expect(rows.map((row) => [row.date, row.pumpage, row.source])).toEqual([
      ['2025-04-02', 1, 'file'],
      ['2025-04-03', 1, 'file'],
      ['2025-04-04', 1, 'reading'],
      ['2025-04-05', 1, 'reading'],
    ]);
  });
});

describe('refusals', () => {
  it('refuses what a register cannot show, naming the rule, and stores nothing', async () => {
    const { well } = await meteredWell({ installedOn: '2025-02-01', opening: 5_000, digits: 5 });
    await submit({ wellId: well.id, readOn: '2025-02-10', reading: 6_000 });
    const base = { wellId: well.id, readOn: '2025-02-20', reading: 7_000 };
    await expectRefused({ ...base, reading: 5_500 }, 'reading', /lower than the previous reading \(6,000\)/);
    await expectRefused({ ...base, reading: 6_500, isRollover: true }, 'isRollover', /must be lower/);
    await expectRefused(
      { ...base, reading: 123_456 },
      'reading',
      /more digits than the meter's 5-digit register/,
    );
    await expectRefused(
      { ...base, readOn: '2025-02-10' },
      'readOn',
      /after the previous reading on 2025-02-10/,
    );
    await expectRefused(
      { ...base, readOn: '2025-01-15' },
      'readOn',
      /after the meter's installation on 2025-02-01/,
    );
    await expectRefused({ ...base, readOn: addDays(today, 1) }, 'readOn', /cannot be in the future/);
  });

  it('refuses a well without a meter and a volume no well can pump', async () => {
    const bare = await insertWell(db(), { clientId: matrix.clientA.id });
    await expectRefused(
      { wellId: bare.id, readOn: '2025-01-10', reading: 5 },
      'readOn',
      /no meter installed/,
    );
    const { well } = await meteredWell({ unit: 'acreFeet', multiplier: 1000, digits: 9, opening: 0 });
    await expectRefused(
      { wellId: well.id, readOn: '2025-01-02', reading: 999 },
      'reading',
      /more than any well can pump/,
    );
  });

  it('refuses an audit reading from an owner', async () => {
    const { well } = await meteredWell();
    await expectRefused(
      { wellId: well.id, readOn: '2025-01-10', reading: 2_000, isAudit: true },
      'isAudit',
      /Only district staff/,
    );
  });
});

describe('owners are confined to their own wells', () => {
  it("answers 404 for another client's well and 403 below level 20", async () => {
    const { well } = await meteredWell();
    expect(
      (await submit({ wellId: well.id, readOn: '2025-01-10', reading: 2_000 }, 'otherOwner')).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/MeterReading/GetReadings?wellId=${well.id}`, 'otherOwner')).statusCode,
    ).toBe(404);
    expect((await submit({ wellId: well.id, readOn: '2025-01-10', reading: 2_000 }, 'user')).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/MeterReading/GetReviewQueue', 'owner')).statusCode).toBe(403);
    const level20 = await submit({ wellId: well.id, readOn: '2025-01-10', reading: 2_000 }, 'level20');
    expect(level20.json<SubmitReadingResponse>().state).toBe('accepted');
    const wells = (await call('GET', '/api/MeterReading/GetReadingWells', 'otherOwner')).json<{
      data: { wellId: number }[];
    }>();
    expect(wells.data.map((row) => row.wellId)).not.toContain(well.id);
  });
});

describe('readings held for review', () => {
  it('holds a volume above the daily pump rate and writes nothing until accepted', async () => {
    const { well } = await meteredWell({ dailyPumpRate: 1, opening: 0 });
    const answer = (
      await submit({ wellId: well.id, readOn: '2025-01-03', reading: 2_001 })
    ).json<SubmitReadingResponse>();
    expect(answer.state).toBe('pending');
    expect(answer.reasons.join()).toMatch(/daily pump rate/);
    expect((await readingPumpage(well.id)).rows).toEqual([]);

    const queue = (await call('GET', '/api/MeterReading/GetReviewQueue', 'admin')).json<{
      data: ReviewItem[];
    }>();
    expect(queue.data.find((row) => row.id === answer.id)).toMatchObject({
      reasonCodes: ['pumpRate'],
      dailyPumpRate: 1,
    });

    const accepted = await review(answer.id, { decision: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect((await readingPumpage(well.id)).total).toBe(2_001);
    expect((await review(answer.id, { decision: 'accept' })).statusCode).toBe(409);
  });

  it('holds more than three times the same days a year before', async () => {
    const { well } = await meteredWell({ installedOn: '2025-05-01', opening: 0 });
    await insertDaily(db(), well.id, [['2024-05-05', 1]]);
    const answer = (
      await submit({ wellId: well.id, readOn: '2025-05-10', reading: 3_001 })
    ).json<SubmitReadingResponse>();
    expect(answer).toMatchObject({ state: 'pending' });
    expect(answer.reasons.join()).toMatch(/more than 3 times the 1,000 gallons/);
    const fine = await meteredWell({ installedOn: '2025-05-01', opening: 0 });
    await insertDaily(db(), fine.well.id, [['2024-05-05', 1]]);
    expect(
      (
        await submit({ wellId: fine.well.id, readOn: '2025-05-10', reading: 3_000 })
      ).json<SubmitReadingResponse>().state,
    ).toBe('accepted');
  });

  it('holds a reading that differs from uploaded telemetry by more than 5%', async () => {
    const { well } = await meteredWell({ installedOn: '2025-06-01', opening: 0 });
    await insertDaily(db(), well.id, [['2025-06-02', 0.5]]);
    const answer = (
      await submit({ wellId: well.id, readOn: '2025-06-03', reading: 2_000 })
    ).json<SubmitReadingResponse>();
    expect(answer.state).toBe('pending');
    expect(answer.reasons.join()).toMatch(/1,000 gallons and the upload 500 gallons/);
  });

  it("holds a staff audit that differs from the owner's reading that day, and accepting it replaces the owner's", async () => {
    const { well } = await meteredWell({ installedOn: '2025-07-01', opening: 0 });
    await submit({ wellId: well.id, readOn: '2025-07-11', reading: 1_000 });
    const owner = (
      await submit({ wellId: well.id, readOn: '2025-07-21', reading: 2_000 })
    ).json<SubmitReadingResponse>();
    await submit({ wellId: well.id, readOn: '2025-07-31', reading: 3_000 });
    const close = (
      await submit({ wellId: well.id, readOn: '2025-07-21', reading: 2_040, isAudit: true }, 'admin')
    ).json<SubmitReadingResponse>();
    expect(close).toMatchObject({ state: 'accepted', volumeGallons: 0 });
    const audit = (
      await submit({ wellId: well.id, readOn: '2025-07-21', reading: 2_500, isAudit: true }, 'admin')
    ).json<SubmitReadingResponse>();
    expect(audit.state).toBe('pending');
    expect(audit.reasons.join()).toMatch(/owner's reading of 2,000/);
    expect((await readingPumpage(well.id)).total).toBe(3_000);

    expect((await review(audit.id, { decision: 'accept' })).statusCode).toBe(200);
    const [replaced] = await db().select().from(meterReadings).where(eq(meterReadings.id, owner.id));
    expect(replaced?.state).toBe('rejected');
    const { rows, total } = await readingPumpage(well.id);
    expect(total).toBe(3_000);
    const july = (from: string, to: string) =>
      rows
        .filter((row) => row.date >= from && row.date <= to)
        .reduce((sum, row) => sum + Math.round(row.pumpage * 1000), 0);
    expect(july('2025-07-12', '2025-07-21')).toBe(1_500);
    expect(july('2025-07-22', '2025-07-31')).toBe(500);
  });
});

describe('review decisions', () => {
  it('rejects with a reason, e-mails the owner, and gives the days to the next reading', async () => {
    const { well } = await meteredWell({ installedOn: '2025-08-01', opening: 0, dailyPumpRate: 0.5 });
    const held = (
      await submit({ wellId: well.id, readOn: '2025-08-03', reading: 5_000 })
    ).json<SubmitReadingResponse>();
    const next = (
      await submit({ wellId: well.id, readOn: '2025-08-13', reading: 6_000 })
    ).json<SubmitReadingResponse>();
    expect([held.state, next.state]).toEqual(['pending', 'accepted']);
    expect((await readingPumpage(well.id)).total).toBe(1_000);

    expect((await review(held.id, { decision: 'reject' })).statusCode).toBe(400);
    const mails = sent.length;
    const rejected = await review(held.id, { decision: 'reject', reason: 'The photo shows 500' });
    expect(rejected.json()).toMatchObject({ state: 'rejected' });
    const { rows, total } = await readingPumpage(well.id);
    expect(total).toBe(6_000);
    expect(rows[0]?.date).toBe('2025-08-02');
    const mail = sent.slice(mails).find((message) => String(message.text).includes(well.wellNumber));
    expect(mail?.to).toEqual(expect.arrayContaining(['owner@test.local']));
    expect(String(mail?.text)).toMatch(/The photo shows 500/);
  });

  it('holds a reading on an invoiced quarter; accepting it regenerates the unpaid invoice', async () => {
    const { well } = await meteredWell({ installedOn: '2024-06-30', opening: 0 });
    const invoice = await insertInvoice(db(), {
      clientId: matrix.clientA.id,
      year: 2024,
      quarter: 3,
      rateCentsPerMillionGallons: 6500,
    });
    await db()
      .insert(invoiceItems)
      .values({ invoiceId: invoice.id, wellId: well.id, wellNumber: well.wellNumber });
    const held = (
      await submit({ wellId: well.id, readOn: '2024-09-30', reading: 920_000 }, 'admin')
    ).json<SubmitReadingResponse>();
    expect(held.state).toBe('pending');
    expect(held.reasons.join()).toMatch(new RegExp(`2024 Q3 on invoice ${invoice.invoiceNumber}`));

    const accepted = await review(held.id, { decision: 'accept' });
    expect(accepted.json()).toMatchObject({
      state: 'accepted',
      regeneratedInvoices: [invoice.invoiceNumber],
    });
    const [after] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.gallons).toBe(920);
    expect(after?.feeAmountCents).toBe(5980);
  });

  it("holds a reading of a well not yet on its client's invoice of the quarter", async () => {
    const client = await insertClient(db(), { name: 'Invoiced without the well' });
    const well = await insertWell(db(), { clientId: client.id });
    const meter = await insertMeter(db());
    await installMeter(db(), {
      wellId: well.id,
      meterId: meter.id,
      installedOn: '2024-03-31',
      openingReading: 0,
    });
    const invoice = await insertInvoice(db(), { clientId: client.id, year: 2024, quarter: 2 });
    const held = (
      await submit({ wellId: well.id, readOn: '2024-04-30', reading: 1_000 }, 'admin')
    ).json<SubmitReadingResponse>();
    expect(held.reasons.join()).toMatch(new RegExp(`2024 Q2 on invoice ${invoice.invoiceNumber}`));
    expect((await review(held.id, { decision: 'accept' })).json()).toMatchObject({
      regeneratedInvoices: [invoice.invoiceNumber],
    });
    const items = await db().select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id));
    expect(items.map((item) => [item.wellId, item.month1Pumpage])).toEqual([[well.id, 1]]);
  });

  it('refuses to accept a reading that changes a paid invoice, and changes nothing', async () => {
    const { well } = await meteredWell({ installedOn: '2024-09-30', opening: 0 });
    const invoice = await insertInvoice(db(), {
      clientId: matrix.clientA.id,
      year: 2024,
      quarter: 4,
      hasPaid: true,
    });
    await db()
      .insert(invoiceItems)
      .values({ invoiceId: invoice.id, wellId: well.id, wellNumber: well.wellNumber });
    const held = (
      await submit({ wellId: well.id, readOn: '2024-10-31', reading: 1_000 }, 'admin')
    ).json<SubmitReadingResponse>();
    const refused = await review(held.id, { decision: 'accept' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/paid invoice/);
    const [reading] = await db().select().from(meterReadings).where(eq(meterReadings.id, held.id));
    expect(reading?.state).toBe('pending');
    expect((await readingPumpage(well.id)).rows).toEqual([]);
  });
});

describe('races', () => {
  it('accepts a held reading once when two reviews arrive together, and a rejection of its neighbour waits its turn', async () => {
    const { well } = await meteredWell({ installedOn: '2025-09-01', opening: 0, dailyPumpRate: 0.1 });
    const first = (
      await submit({ wellId: well.id, readOn: '2025-09-05', reading: 1_000 })
    ).json<SubmitReadingResponse>();
    const second = (
      await submit({ wellId: well.id, readOn: '2025-09-09', reading: 2_000 })
    ).json<SubmitReadingResponse>();
    expect([first.state, second.state]).toEqual(['pending', 'pending']);
    const answers = await Promise.all([
      review(first.id, { decision: 'accept' }),
      review(first.id, { decision: 'accept' }),
      review(second.id, { decision: 'reject', reason: 'Misread' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
    const { total } = await readingPumpage(well.id);
    expect(total).toBe(1_000);
  });

  it("keeps every gallon when an owner's next reading arrives while staff accept the held one before it", async () => {
    const { well } = await meteredWell({ installedOn: '2025-10-01', opening: 0, dailyPumpRate: 0.2 });
    const held = (
      await submit({ wellId: well.id, readOn: '2025-10-03', reading: 1_000 })
    ).json<SubmitReadingResponse>();
    expect(held.state).toBe('pending');
    const [accepted, next] = await Promise.all([
      review(held.id, { decision: 'accept' }),
      submit({ wellId: well.id, readOn: '2025-10-13', reading: 2_000 }),
    ]);
    expect([accepted.statusCode, next.statusCode]).toEqual([200, 200]);
    expect(next.json<SubmitReadingResponse>()).toMatchObject({ state: 'accepted', volumeGallons: 1_000 });
    expect((await readingPumpage(well.id)).total).toBe(2_000);
  });
});

describe('audit trail', () => {
  it('audits submissions and decisions', async () => {
    const { well } = await meteredWell({ dailyPumpRate: 0.001, opening: 0 });
    const held = (
      await submit({ wellId: well.id, readOn: '2025-01-02', reading: 50 })
    ).json<SubmitReadingResponse>();
    await review(held.id, { decision: 'accept' });
    const actions = await selectRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity = 'meter-reading' and entity_id = ${String(held.id)} order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual(['submit-reading', 'accept-reading']);
  });
});
