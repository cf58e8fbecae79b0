import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  READING_PHOTO_MAX_BYTES,
} from '../../../shared/contracts/meter-readings';
import { NO_FILE_MESSAGE } from '../../../shared/contracts/pumpage-upload';
import { READING_REFUSALS } from '../../../shared/rules/reading-checks';
import { auditLog, meterReadingPhotos } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { insertMeter, installMeter, insertReading } from '../../test/factories/meters';
import { insertAccessMatrix, type AccessMatrix } from '../../test/factories/people';
import { multipartFile } from '../../test/factories/pumpage-upload';
import {
  fileReadings,
  GPS_SECONDS,
  jpegWithGps,
  METADATA_MARKERS,
  multipartPhoto,
  pngWithGps,
  readingsXlsx,
  storedPhoto,
  webpWithGps,
} from '../../test/factories/reading-files';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PHOTO_UNREADABLE_MESSAGE } from './photo-metadata';
import { NO_PHOTO_MESSAGE, READING_NOT_FOUND } from './reading-photo';
import {
  EMPTY_READINGS_FILE_MESSAGE,
  MAX_READINGS_PER_FILE,
  TOO_MANY_READINGS_MESSAGE,
} from './upload-readings';

let t: TestApp;
let matrix: AccessMatrix;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  for (const who of ['admin', 'researcher', 'owner', 'user', 'otherOwner'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
});
afterAll(() => t.close());

let sequence = 0;

/** A well of the client with a meter installed on it on 2024-01-01 reading 1,000 (a 6-digit gallons register). */
async function meteredWell(clientId: number | null) {
  sequence += 1;
  const db = t.database.db;
  const well = await insertWell(db, { clientId, wellNumber: `RF-${sequence}` });
  const meter = await insertMeter(db, { serialNumber: `SN-RF-${sequence}` });
  const installation = await installMeter(db, {
    wellId: well.id,
    meterId: meter.id,
    installedOn: '2024-01-01',
    openingReading: 1000,
  });
  return { well, meter, installation };
}

/** A reading of a metered well of the client, stored directly (no recordReading). */
async function readingOf(clientId: number | null) {
  const { well, installation } = await meteredWell(clientId);
  return insertReading(t.database.db, {
    wellId: well.id,
    installationId: installation.id,
    readOn: '2024-02-01',
    reading: 1500,
    source: 'owner',
  });
}

const uploadPhoto = (readingId: number, who: string, body = multipartPhoto(jpegWithGps().photo)) =>
  t.app.inject({
    method: 'POST',
    url: `/api/MeterReading/UploadReadingPhoto?readingId=${readingId}`,
    headers: { ...body.headers, authorization: `Bearer ${tokens[who]}` },
    payload: body.payload,
  });

const getPhoto = (readingId: number, who: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/MeterReading/GetReadingPhoto?readingId=${readingId}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });

function expectNoMetadata(bytes: Buffer): void {
  for (const marker of METADATA_MARKERS) expect(bytes.includes(marker), marker).toBe(false);
  expect(bytes.includes(GPS_SECONDS)).toBe(false);
}

describe('a reading photo', () => {
  it("is uploaded by the well's owner, stored and served without its location, and audited", async () => {
    const reading = await readingOf(matrix.clientA.id);
    const { photo, stripped } = jpegWithGps();
    const upload = await uploadPhoto(reading.id, 'owner', multipartPhoto(photo));
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({ message: expect.any(String) });

    const served = await getPhoto(reading.id, 'owner');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toBe(`inline; filename="reading-${reading.id}.jpg"`);
    expect(served.rawPayload.equals(stripped)).toBe(true);
    expectNoMetadata(served.rawPayload);
    expect(await storedPhoto(t.database.db, reading.id)).toMatchObject({
      contentType: 'image/jpeg',
      byteSize: stripped.length,
    });
    // Staff see it too.
    expect((await getPhoto(reading.id, 'researcher')).rawPayload.equals(stripped)).toBe(true);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'upload-reading-photo'), eq(auditLog.entityId, String(reading.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity: 'meter-reading',
      actorUserId: matrix.owner.id,
      before: null,
      after: { contentType: 'image/jpeg', bytes: stripped.length, uploadedBytes: photo.length },
    });
  });

  it('is replaced by a second upload, whatever type it is declared as', async () => {
    const reading = await readingOf(matrix.clientA.id);
    expect((await uploadPhoto(reading.id, 'admin')).statusCode).toBe(200);
    const png = pngWithGps();
    // Declared as a JPEG; the bytes say PNG, and PNG is what is stored and served.
    expect((await uploadPhoto(reading.id, 'owner', multipartPhoto(png.photo, 'image/jpeg'))).statusCode).toBe(
      200,
    );
    const served = await getPhoto(reading.id, 'owner');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png.stripped)).toBe(true);
    expectNoMetadata(served.rawPayload);
    const [count] = await selectRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from ${meterReadingPhotos} where ${meterReadingPhotos.readingId} = ${reading.id}`,
    );
    expect(Number(count?.count)).toBe(1);

    const webp = webpWithGps();
    expect(
      (await uploadPhoto(reading.id, 'owner', multipartPhoto(webp.photo, 'image/webp'))).statusCode,
    ).toBe(200);
    const servedWebp = await getPhoto(reading.id, 'owner');
    expect(servedWebp.headers['content-type']).toBe('image/webp');
    expect(servedWebp.rawPayload.equals(webp.stripped)).toBe(true);
  });

  it("is another client's reading's as much as a missing reading's: 404 alike, nothing stored", async () => {
    const theirs = await readingOf(matrix.clientB.id);
    const mine = await readingOf(matrix.clientA.id);
    expect((await uploadPhoto(mine.id, 'owner')).statusCode).toBe(200);
    for (const [readingId, who] of [
      [theirs.id, 'owner'],
      [mine.id, 'otherOwner'],
      [2_000_000_000, 'owner'],
    ] as const) {
      const upload = await uploadPhoto(readingId, who);
      expect(upload.statusCode).toBe(404);
      expect(upload.json()).toMatchObject({ message: READING_NOT_FOUND });
      const served = await getPhoto(readingId, who);
      expect(served.statusCode).toBe(404);
      expect(served.json()).toMatchObject({ message: READING_NOT_FOUND });
    }
    expect(await storedPhoto(t.database.db, theirs.id)).toBeUndefined();
    // A well without a client is staff's alone.
    const unowned = await readingOf(null);
    expect((await uploadPhoto(unowned.id, 'owner')).statusCode).toBe(404);
    expect((await uploadPhoto(unowned.id, 'researcher')).statusCode).toBe(200);
  });

  it('is refused below the owner dashboard level', async () => {
    const reading = await readingOf(matrix.clientA.id);
    expect((await uploadPhoto(reading.id, 'user')).statusCode).toBe(403);
    expect((await getPhoto(reading.id, 'user')).statusCode).toBe(403);
  });

  it('is answered 404 when the reading has none', async () => {
    const reading = await readingOf(matrix.clientA.id);
    const served = await getPhoto(reading.id, 'owner');
    expect(served.statusCode).toBe(404);
    expect(served.json()).toMatchObject({ message: NO_PHOTO_MESSAGE });
  });

  it.each<[string, Buffer, string, number, string]>([
    [
      'a GIF declared as a JPEG',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'image/jpeg',
      400,
      PHOTO_TYPE_MESSAGE,
    ],
    [
      'an SVG declared as a PNG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'image/png',
      400,
      PHOTO_TYPE_MESSAGE,
    ],
    ['an empty file', Buffer.alloc(0), 'image/jpeg', 400, PHOTO_TYPE_MESSAGE],
    ['a truncated JPEG', jpegWithGps().photo.subarray(0, 200), 'image/jpeg', 400, PHOTO_UNREADABLE_MESSAGE],
    [
      'a PNG with a chunk longer than the file',
      Buffer.concat([pngWithGps().photo.subarray(0, 33), Buffer.from('7fffff0049444154', 'hex')]),
      'image/png',
      400,
      PHOTO_UNREADABLE_MESSAGE,
    ],
    [
      'a photo over 10 MB',
      Buffer.concat([jpegWithGps().photo, Buffer.alloc(READING_PHOTO_MAX_BYTES)]),
      'image/jpeg',
      413,
      PHOTO_TOO_LARGE_MESSAGE,
    ],
  ])('refuses %s and keeps the photo it had', async (_name, photo, declared, status, message) => {
    const reading = await readingOf(matrix.clientA.id);
    const first = jpegWithGps();
    expect((await uploadPhoto(reading.id, 'owner', multipartPhoto(first.photo))).statusCode).toBe(200);
    const refused = await uploadPhoto(reading.id, 'owner', multipartPhoto(photo, declared));
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toMatchObject({ message });
    expect((await storedPhoto(t.database.db, reading.id))?.bytes.equals(first.stripped)).toBe(true);
  });

  it('refuses a request without a file part', async () => {
    const reading = await readingOf(matrix.clientA.id);
    const wrongField = multipartFile('meter.jpg', jpegWithGps().photo, 'photo');
    const response = await uploadPhoto(reading.id, 'owner', wrongField);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NO_FILE_MESSAGE });
  });
});

const uploadFile = (fileName: string, content: string | Buffer, who = 'researcher') => {
  const { payload, headers } = multipartFile(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/MeterReading/UploadReadings',
    headers: { ...headers, authorization: `Bearer ${tokens[who]}` },
    payload,
  });
};

/** The readings stored from files for these wells. */
async function readingsOf(...wellIds: number[]) {
  return (await fileReadings(t.database.db)).filter((reading) => wellIds.includes(reading.wellId));
}

describe('a file of readings', () => {
  it('is for staff only', async () => {
    const { meter } = await meteredWell(matrix.clientA.id);
    const csv = `SerialNumber,WellNumber,Date,Reading\n${meter.serialNumber},,2024-02-01,1500\n`;
    expect((await uploadFile('readings.csv', csv, 'owner')).statusCode).toBe(403);
    expect((await uploadFile('readings.csv', csv, 'user')).statusCode).toBe(403);
  });

  // Needs recordReading.
  it('records each row by serial number, well number or both, in file order, as a file reading', async () => {
    const a = await meteredWell(matrix.clientA.id);
    const b = await meteredWell(matrix.clientB.id);
    const c = await meteredWell(null);
    const csv = [
      'serial_number, Well Number ,date,READING,Rollover,Comment',
      `${a.meter.serialNumber.toLowerCase()},,2024-02-01,1500,,`,
      `,${b.well.wellNumber.toLowerCase()},02/01/2024,2000,no,read by the office`,
      `${c.meter.serialNumber},${c.well.wellNumber},2024-02-01,"1,200",0,`,
      `${a.meter.serialNumber},${a.well.wellNumber},2024-03-01,1700,,`,
    ].join('\n');
    const response = await uploadFile('february.csv', csv);
    expect(response.json()).toEqual({
      message: 'Loaded 4 readings: 4 accepted, 0 held for review.',
      rows: 4,
      accepted: 4,
      pending: 0,
    });
    expect(await readingsOf(a.well.id, b.well.id, c.well.id)).toEqual([
      {
        wellId: a.well.id,
        readOn: '2024-02-01',
        reading: 1500,
        isRollover: false,
        comment: null,
        state: 'accepted',
      },
      {
        wellId: b.well.id,
        readOn: '2024-02-01',
        reading: 2000,
        isRollover: false,
        comment: 'read by the office',
        state: 'accepted',
      },
      {
        wellId: c.well.id,
        readOn: '2024-02-01',
        reading: 1200,
        isRollover: false,
        comment: null,
        state: 'accepted',
      },
      {
        wellId: a.well.id,
        readOn: '2024-03-01',
        reading: 1700,
        isRollover: false,
        comment: null,
        state: 'accepted',
      },
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload-readings'));
    expect(
      audit.filter((row) => (row.after as { fileName?: string }).fileName === 'february.csv'),
    ).toHaveLength(4);
    expect(
      audit.every((row) => row.entity === 'meter-reading' && row.actorUserId === matrix.researcher.id),
    ).toBe(true);
  });

  // Needs recordReading.
  it('reads an XLSX workbook, dates and numbers as cells, and a rollover', async () => {
    const { meter, well, installation } = await meteredWell(matrix.clientA.id);
    await insertReading(t.database.db, {
      wellId: well.id,
      installationId: installation.id,
      readOn: '2024-02-01',
      reading: 999_000,
      registerTotal: 998_000,
    });
    const workbook = await readingsXlsx([
      ['SerialNumber', 'WellNumber', 'Date', 'Reading', 'Rollover'],
      [meter.serialNumber, '', '2024-03-01', 500, 'yes'],
    ]);
    const response = await uploadFile('readings.xlsx', workbook);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 1 });
    expect(await readingsOf(well.id)).toMatchObject([
      { readOn: '2024-03-01', reading: 500, isRollover: true },
    ]);
  });

  // Needs recordReading: its refusals are what this file is refused for.
  it('is refused whole when the rules refuse a reading, with the lines that are wrong', async () => {
    const a = await meteredWell(matrix.clientA.id);
    const b = await meteredWell(matrix.clientA.id);
    const csv = [
      'SerialNumber,WellNumber,Date,Reading',
      `${a.meter.serialNumber},,2024-02-01,1500`,
      `${b.meter.serialNumber},,2024-02-01,1234567`,
      `${a.meter.serialNumber},,2024-03-01,1400`,
      `${b.meter.serialNumber},,2024-03-01,2000`,
    ].join('\n');
    const response = await uploadFile('readings.csv', csv);
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain('The file was not loaded because of 2 errors:');
    expect(message).toContain(`Line 3: ${READING_REFUSALS.tooManyDigits(6)}`);
    expect(message).toContain('Line 4: ');
    expect(message).not.toContain('Line 2');
    expect(message).not.toContain('Line 5');
    // Lines 2 and 5 were good, and are not stored either.
    expect(await readingsOf(a.well.id, b.well.id)).toEqual([]);
  });

  it('is refused for serial numbers and well numbers it cannot place, before anything is recorded', async () => {
    const a = await meteredWell(matrix.clientA.id);
    const b = await meteredWell(matrix.clientA.id);
    const csv = [
      'SerialNumber,WellNumber,Date,Reading',
      `${a.meter.serialNumber},,2024-02-01,1500`,
      'NO-SUCH-METER,,2024-02-01,1500',
      ',NO-SUCH-WELL,2024-02-01,1500',
      `${a.meter.serialNumber},${b.well.wellNumber},2024-02-01,1500`,
      `${a.meter.serialNumber},,2023-12-01,900`,
    ].join('\n');
    const response = await uploadFile('readings.csv', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      [
        'The file was not loaded because of 4 errors:',
        'Line 3: unknown serial number NO-SUCH-METER',
        'Line 4: unknown well number NO-SUCH-WELL',
        `Line 5: meter ${a.meter.serialNumber} is not installed on well ${b.well.wellNumber} on 2024-02-01 (it is on well ${a.well.wellNumber})`,
        `Line 6: meter ${a.meter.serialNumber} is not installed on any well on 2023-12-01`,
      ].join('\n'),
    );
    expect(await readingsOf(a.well.id, b.well.id)).toEqual([]);
  });

  it('is refused for values that are not readings, by line', async () => {
    const { meter } = await meteredWell(matrix.clientA.id);
    const serial = meter.serialNumber;
    const csv = [
      'SerialNumber,WellNumber,Date,Reading,Rollover,Comment',
      `,,2024-02-01,1500`,
      `${serial},,2024-02-30,1500`,
      `${serial},,2999-01-01,1500`,
      `${serial},,2024-02-01,15.5`,
      `${serial},,2024-02-01,`,
      `${serial},,2024-02-01,1234567890123`,
      `${serial},,2024-02-01,1500,maybe`,
      `${serial},,2024-02-01,1500,constructor`,
      `${serial},,2024-02-01,1500,,${'x'.repeat(1001)}`,
      `${serial},,2024-02-01,1500,,,extra`,
    ].join('\n');
    const response = await uploadFile('readings.csv', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      [
        'The file was not loaded because of 10 errors:',
        'Line 2: serial number or well number is missing',
        'Line 3: invalid date "2024-02-30" (use YYYY-MM-DD or MM/DD/YYYY)',
        'Line 4: date 2999-01-01 is in the future',
        'Line 5: invalid reading "15.5" (a whole number shown on the register)',
        'Line 6: reading is missing',
        'Line 7: reading 1234567890123 has more digits than any register (12)',
        'Line 8: invalid rollover "maybe" (use yes or no)',
        'Line 9: invalid rollover "constructor" (use yes or no)',
        'Line 10: comment is longer than 1000 characters',
        'Line 11: expected at most 6 values but found 7',
      ].join('\n'),
    );
  });

  it.each<[string, string, string]>([
    ['a wrong header', 'Meter,Well,Day,Value\nA,,2024-02-01,1\n', 'Line 1: the header must name the columns'],
    [
      'a header missing Reading',
      'SerialNumber,WellNumber,Date\nA,,2024-02-01\n',
      'Line 1: the header must name the columns',
    ],
    [
      'a header naming a column twice',
      'SerialNumber,WellNumber,Date,Reading,Date\n',
      'Line 1: the header must name',
    ],
    [
      'a header with a name an object has',
      'SerialNumber,WellNumber,Date,Reading,constructor\n',
      'Line 1: the header',
    ],
    ['only a header', 'SerialNumber,WellNumber,Date,Reading\n', EMPTY_READINGS_FILE_MESSAGE],
    [
      'an unclosed quote',
      'SerialNumber,WellNumber,Date,Reading\n"A,,2024-02-01,1\n',
      'Line 2: the file could not be read as CSV.',
    ],
  ])('is refused for %s', async (_name, csv, message) => {
    const response = await uploadFile('readings.csv', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('is refused as a damaged workbook when an .xlsx is not one', async () => {
    const response = await uploadFile('readings.xlsx', 'SerialNumber,WellNumber,Date,Reading\n');
    expect(response.statusCode).toBe(400);
  });

  it(`is refused with more than ${MAX_READINGS_PER_FILE} readings`, async () => {
    const { meter } = await meteredWell(matrix.clientA.id);
    const row = `${meter.serialNumber},,2024-02-01,1500\n`;
    const csv = `SerialNumber,WellNumber,Date,Reading\n${row.repeat(MAX_READINGS_PER_FILE + 1)}`;
    const response = await uploadFile('readings.csv', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: TOO_MANY_READINGS_MESSAGE });
  });

  it('is refused as too large past the upload limit', async () => {
    const small = await createTestApp({ config: { uploadMaxBytes: 64 * 1024 } });
    try {
      const staff = await insertAccessMatrix(small.database.db);
      const token = await small.tokenFor({ userId: staff.admin.id });
      const { payload, headers } = multipartFile(
        'readings.csv',
        `SerialNumber,WellNumber,Date,Reading\n${'A,,2024-02-01,1\n'.repeat(10_000)}`,
      );
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/MeterReading/UploadReadings',
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'The file is larger than 64 KB.' });
    } finally {
      await small.close();
    }
  });
});
