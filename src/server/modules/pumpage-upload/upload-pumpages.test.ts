import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, hourlyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sharedStringsBombXlsx } from './hostile-upload-files';
import { insertWell } from '../../test/factories/wells';
import { countPumpageRows, dailyValue, multipartFile } from '../../test/factories/pumpage-upload';

let t: TestApp;
let adminToken: string;
let ownerToken: string;
let userToken: string;
let wellA1: { id: number };
let wellA2: { id: number };
let wellA3: { id: number };
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  adminId = matrix.admin.id;
  adminToken = await t.tokenFor({ userId: matrix.admin.id });
  ownerToken = await t.tokenFor({ userId: matrix.owner.id });
  userToken = await t.tokenFor({ userId: matrix.user.id });
  wellA1 = await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'UP-A1' });
  wellA2 = await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'UP-A2' });
  await insertWell(t.database.db, { clientId: matrix.clientB.id, wellNumber: 'UP-B1' });
  wellA3 = await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'UP-A3' });
});
afterAll(() => t.close());

function upload(fileName: string, content: string | Buffer, token: string | null = adminToken) {
  const { payload, headers } = multipartFile(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/UploadWellPumpages',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

describe('daily uploads', () => {
  it('inserts the rows of a good CSV file and says how many', async () => {
    const csv =
      'WellNumber,Date,Pumpage\nUP-A1,2024-01-01,10.5\nUP-A1,2024-01-02,11\nup-a1,01/03/2024,12.25\n';
    const response = await upload('january.csv', csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Uploaded 3 rows: 3 inserted, 0 updated.',
      kind: 'daily',
      rows: 3,
      inserted: 3,
      updated: 0,
    });
    expect(await dailyValue(t.database.db, wellA1.id, '2024-01-03')).toBe(12.25);
  });

  it('replaces earlier values with corrections and counts them as updated', async () => {
    await upload('july.csv', 'WellNumber,Date,Pumpage\nUP-A1,2024-07-02,11\n');
    const csv = ' Well Number , date ,PUMPAGE\r\nUP-A1,2024-07-02,20\r\nUP-A1,2024-07-04,7\r\n';
    const response = await upload('correction.csv', csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ inserted: 1, updated: 1 });
    expect(await dailyValue(t.database.db, wellA1.id, '2024-07-02')).toBe(20);
  });

  it('loads an XLSX workbook, with real date cells too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pumpage');
    sheet.addRow(['WellNumber', 'Date', 'Pumpage']);
    sheet.addRow(['UP-A2', '2024-02-01', 3.5]);
    sheet.addRow(['UP-A2', new Date(Date.UTC(2024, 1, 2)), 4]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('february.xlsx', buffer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 2, inserted: 2, updated: 0 });
    expect(await dailyValue(t.database.db, wellA2.id, '2024-02-02')).toBe(4);
  });

  it('takes a day of the most a well can pump', async () => {
    const response = await upload('busy-day.csv', 'WellNumber,Date,Pumpage\nUP-A1,2024-09-10,"48,000"\n');
    expect(response.statusCode).toBe(200);
    expect(await dailyValue(t.database.db, wellA1.id, '2024-09-10')).toBe(48_000);
  });

  it('records each load in the audit log', async () => {
    await upload('august.csv', 'WellNumber,Date,Pumpage\nUP-A1,2024-08-02,11\n');
    await upload('correction.csv', 'WellNumber,Date,Pumpage\nUP-A1,2024-08-02,20\nUP-A1,2024-08-04,7\n');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'upload-pumpage'), eq(auditLog.entity, 'pumpage')));
    expect(entries.map((entry) => entry.after)).toContainEqual({
      fileName: 'correction.csv',
      kind: 'daily',
      rows: 2,
      inserted: 1,
      updated: 1,
    });
    // Other tests' loads (an owner's among them) may be in the log too; this test's are the admin's.
    const ours = entries.filter((entry) =>
      ['august.csv', 'correction.csv'].includes((entry.after as { fileName?: string }).fileName ?? ''),
    );
    expect(ours.every((entry) => entry.actorUserId === adminId)).toBe(true);
  });
});

describe('hourly uploads', () => {
  it('stores the hours and makes the daily row their sum', async () => {
    const csv =
      'WellNumber,Date,Hour,Pumpage\nUP-A2,2024-03-01,0,1.5\nUP-A2,2024-03-01,1,2.25\nUP-A2,2024-03-01,23,3\n';
    const response = await upload('hours.csv', csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'hourly', rows: 3, inserted: 3, updated: 0 });
    const hours = await t.database.db
      .select({ hour: hourlyPumpage.hour, pumpage: hourlyPumpage.pumpage })
      .from(hourlyPumpage)
      .where(and(eq(hourlyPumpage.wellId, wellA2.id), eq(hourlyPumpage.date, '2024-03-01')))
      .orderBy(hourlyPumpage.hour);
    expect(hours).toEqual([
      { hour: 0, pumpage: 1.5 },
      { hour: 1, pumpage: 2.25 },
      { hour: 23, pumpage: 3 },
    ]);
    expect(await dailyValue(t.database.db, wellA2.id, '2024-03-01')).toBe(6.75);
  });

  it('takes every hour of a day at the most a well can pump, which sums to the most in a day', async () => {
    const hours = Array.from({ length: 24 }, (_, hour) => `UP-A3,2024-10-01,${hour},2000`);
    const response = await upload('busy-hours.csv', ['WellNumber,Date,Hour,Pumpage', ...hours].join('\n'));
    expect(response.statusCode).toBe(200);
    expect(await dailyValue(t.database.db, wellA3.id, '2024-10-01')).toBe(48_000);
  });

  it('recomputes the daily row when an hour is corrected', async () => {
    await upload(
      'hours.csv',
      'WellNumber,Date,Hour,Pumpage\nUP-A2,2024-03-05,0,1.5\nUP-A2,2024-03-05,1,2.25\nUP-A2,2024-03-05,23,3\n',
    );
    const csv = 'WellNumber,Date,Hour,Pumpage\nUP-A2,2024-03-05,1,10\nUP-A2,2024-03-05,2,1\n';
    const response = await upload('hours-fix.csv', csv);
    expect(response.json()).toMatchObject({ inserted: 1, updated: 1 });
    expect(await dailyValue(t.database.db, wellA2.id, '2024-03-05')).toBe(15.5);
  });

  it('keeps the daily row the sum of all hours when two files of the same day arrive at once', async () => {
    const hours = (from: number) =>
      `WellNumber,Date,Hour,Pumpage\n${Array.from({ length: 12 }, (_, hour) => `UP-A3,2024-05-01,${from + hour},1`).join('\n')}\n`;
    const answers = await Promise.all([upload('morning.csv', hours(0)), upload('evening.csv', hours(12))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await dailyValue(t.database.db, wellA3.id, '2024-05-01')).toBe(24);
  });

  it('refuses a daily row for a day that has hourly readings', async () => {
    await upload(
      'hours.csv',
      'WellNumber,Date,Hour,Pumpage\nUP-A2,2024-03-09,0,5.5\nUP-A2,2024-03-09,1,10\n',
    );
    const before = await countPumpageRows(t.database.db);
    const response = await upload(
      'daily.csv',
      'WellNumber,Date,Pumpage\nUP-A2,2024-03-02,1\nUP-A2,2024-03-09,99\n',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Line 3: well UP-A2 has hourly readings on 2024-03-09');
    expect(await countPumpageRows(t.database.db)).toEqual(before);
    expect(await dailyValue(t.database.db, wellA2.id, '2024-03-09')).toBe(15.5);
  });
});

describe('refused files write nothing', () => {
  it.each([
    [
      'an unknown well',
      'WellNumber,Date,Pumpage\nUP-A1,2024-05-01,1\nEB-9999,2024-05-02,1\n',
      'Line 3: unknown well number EB-9999',
    ],
    ['a bad date', 'WellNumber,Date,Pumpage\nUP-A1,2024-02-30,1\n', 'Line 2: invalid date "2024-02-30"'],
    [
      'a future date',
      'WellNumber,Date,Pumpage\nUP-A1,2999-01-01,1\n',
      'Line 2: date 2999-01-01 is in the future',
    ],
    ['a bad hour', 'WellNumber,Date,Hour,Pumpage\nUP-A1,2024-05-01,24,1\n', 'Line 2: invalid hour "24"'],
    [
      'a negative pumpage',
      'WellNumber,Date,Pumpage\nUP-A1,2024-05-01,-1\n',
      'Line 2: pumpage -1 is negative',
    ],
    [
      'a non-numeric pumpage',
      'WellNumber,Date,Pumpage\nUP-A1,2024-05-01,lots\n',
      'Line 2: pumpage "lots" is not a number',
    ],
    [
      'a day of more than a well can pump',
      'WellNumber,Date,Pumpage\nUP-A1,2024-05-01,1\nUP-A1,2024-05-02,60000\n',
      'Line 3: pumpage 60000 is more than a well can pump in a day (at most 48,000 thousand gallons)',
    ],
    [
      'an hour of more than a well can pump',
      'WellNumber,Date,Hour,Pumpage\nUP-A1,2024-05-01,0,2000\nUP-A1,2024-05-01,1,2000.5\n',
      'Line 3: pumpage 2000.5 is more than a well can pump in an hour (at most 2,000 thousand gallons)',
    ],
    [
      'a missing value',
      'WellNumber,Date,Pumpage\nUP-A1,2024-05-01\n',
      'Line 2: expected 3 values but found 2',
    ],
    [
      'duplicate rows',
      'WellNumber,Date,Pumpage\nUP-A1,2024-05-01,1\n\nUP-A1,05/01/2024,2\n',
      'Line 4: duplicate of line 2 (UP-A1, 2024-05-01)',
    ],
    [
      'duplicate rows of a day already stored',
      'WellNumber,Date,Pumpage\nUP-A1,2024-01-01,1\nUP-A1,2024-01-01,2\n',
      'Line 3: duplicate of line 2 (UP-A1, 2024-01-01)',
    ],
    [
      'duplicate hours',
      'WellNumber,Date,Hour,Pumpage\nUP-A1,2024-05-01,3,1\nUP-A1,2024-05-01,3,2\n',
      'Line 3: duplicate of line 2 (UP-A1, 2024-05-01 hour 3)',
    ],
    [
      'a wrong header',
      'Well,Day,Gallons\nUP-A1,2024-05-01,1\n',
      'Line 1: the header must be WellNumber,Date,Pumpage',
    ],
    ['an empty file', '', 'The file contains no pumpage rows.'],
    ['a header alone', 'WellNumber,Date,Pumpage\n', 'The file contains no pumpage rows.'],
    ['broken CSV quoting', 'WellNumber,Date,Pumpage\n"UP-A1,2024-05-01,1\n', 'could not be read as CSV'],
    [
      'a quote left open over 64K characters',
      `WellNumber,Date,Pumpage\n"UP-A1,2024-05-01,1\n${'UP-A1,2024-05-02,1\n'.repeat(5000)}`,
      'Line 2: the record is longer than 65,536 characters',
    ],
  ])('refuses %s', async (_reason, csv, expected) => {
    const before = await countPumpageRows(t.database.db);
    const response = await upload('bad.csv', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(expected);
    expect(await countPumpageRows(t.database.db)).toEqual(before);
  });

  it('refuses a workbook that unzips to too many shared strings, with 400', async () => {
    const before = await countPumpageRows(t.database.db);
    const response = await upload('bomb.xlsx', sharedStringsBombXlsx(2_000_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The workbook has more than 1,048,576 shared strings.');
    expect(await countPumpageRows(t.database.db)).toEqual(before);
  });

  it('refuses a damaged workbook', async () => {
    const response = await upload('bad.xlsx', 'not a zip file at all');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file could not be read as an XLSX workbook.');
  });

  it('lists the first 10 errors by line and counts the rest', async () => {
    const before = await countPumpageRows(t.database.db);
    const bad = Array.from({ length: 13 }, (_, index) => `NOPE-${index},2024-06-01,1`);
    const csv = ['WellNumber,Date,Pumpage', 'UP-A1,2024-06-01,1', ...bad].join('\n');
    const response = await upload('many.csv', csv);
    expect(response.statusCode).toBe(400);
    const lines = response.json().message.split('\n');
    expect(lines[0]).toBe('The file was not loaded because of 13 errors:');
    expect(lines[1]).toBe('Line 3: unknown well number NOPE-0');
    expect(lines[10]).toBe('Line 12: unknown well number NOPE-9');
    expect(lines[11]).toBe('and 3 more errors');
    expect(lines).toHaveLength(12);
    expect(await countPumpageRows(t.database.db)).toEqual(before);
  });

  it('asks for a file when none is sent', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/UploadWellPumpages',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('Please select a file first.');
    const { payload, headers } = multipartFile('x.csv', 'WellNumber,Date,Pumpage\n', 'other');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/UploadWellPumpages',
      payload,
      headers: { ...headers, authorization: `Bearer ${adminToken}` },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Please select a file first.');
  });
});

describe('who may upload', () => {
  const csv = 'WellNumber,Date,Pumpage\nUP-A3,2024-07-01,5\n';

  it('refuses anonymous callers and level 10 users', async () => {
    expect((await upload('a.csv', csv, null)).statusCode).toBe(401);
    expect((await upload('a.csv', csv, userToken)).statusCode).toBe(403);
  });

  it("lets an owner load their own wells but not another client's", async () => {
    const own = await upload('own.csv', csv, ownerToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ inserted: 1 });
    const before = await countPumpageRows(t.database.db);
    const other = await upload('other.csv', 'WellNumber,Date,Pumpage\nUP-B1,2024-07-01,5\n', ownerToken);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('Line 2: unknown well number UP-B1');
    expect(await countPumpageRows(t.database.db)).toEqual(before);
  });
});

describe('templates', () => {
  function template(query: string, token: string | null = ownerToken) {
    return t.app.inject({
      method: 'GET',
      url: `/api/PumpageUploadTemplate?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  it('serves the CSV templates with the header and two example rows', async () => {
    const daily = await template('kind=daily&format=csv');
    expect(daily.statusCode).toBe(200);
    expect(daily.headers['content-disposition']).toBe('attachment; filename="PumpageTemplate_daily.csv"');
    expect(daily.body.trim().split('\r\n')).toEqual([
      'WellNumber,Date,Pumpage',
      'EB-1001,2025-01-15,125.5',
      'EB-1001,2025-01-16,98.25',
    ]);
    const hourly = await template('kind=hourly&format=csv');
    expect(hourly.body.split('\r\n')[0]).toBe('WellNumber,Date,Hour,Pumpage');
  });

  it('serves an XLSX template that reads back as the same rows', async () => {
    const response = await template('kind=hourly&format=xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['WellNumber', 'Date', 'Hour', 'Pumpage'],
      ['EB-1001', '2025-01-15', 0, 5.25],
      ['EB-1001', '2025-01-15', 1, 4.75],
    ]);
  });

  it('refuses an unknown kind, anonymous callers and level 10 users', async () => {
    expect((await template('kind=weekly&format=csv')).statusCode).toBe(400);
    expect((await template('kind=daily&format=csv', null)).statusCode).toBe(401);
    expect((await template('kind=daily&format=csv', userToken)).statusCode).toBe(403);
  });
});

describe('a large file', () => {
  it('loads 20,000 daily rows in one go', async () => {
    const lines = ['WellNumber,Date,Pumpage'];
    for (let day = 0; day < 20_000; day += 1) {
      const date = new Date(Date.UTC(1960, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      lines.push(`UP-A3,${date},${(day % 97) + 0.5}`);
    }
    const response = await upload('big.csv', lines.join('\n'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 20_000, inserted: 20_000, updated: 0 });
    const [stored] = await selectRows<{ total: string }>(
      t.database.db,
      sql`select sum(pumpage) as total from daily_pumpage dp join wells w on w.id = dp.well_id
          where w.well_number = 'UP-A3' and dp.date < '2020-01-01'`,
    );
    const expected = Array.from({ length: 20_000 }, (_, day) => (day % 97) + 0.5).reduce((a, b) => a + b, 0);
    expect(Number(stored?.total)).toBeCloseTo(expected, 3);
  });
});
