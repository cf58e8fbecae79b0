import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportMeasurementsResponse } from '../../../shared/contracts/monitoring-wells';
import { NO_FILE_MESSAGE } from '../../../shared/contracts/pumpage-upload';
import { addDays } from '../../../shared/rules/calendar';
import { auditLog, monitoringMeasurements, monitoringWells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { accessMatrixTokens, insertAccessMatrix } from '../../test/factories/people';
import { multipartFile } from '../../test/factories/pumpage-upload';
import { insertWellReferences } from '../../test/factories/wells';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { NOT_TEXT_MESSAGE } from './import-measurements';
import { UNKNOWN_FORMAT_MESSAGE } from './measurement-file';

/*
 * Importing USGS measurement files over HTTP: the shipped samples, re-imports that add nothing,
 * revisions, all-or-nothing refusals by line, unknown sites, the size limit, and who may import.
 */

const URL = '/api/MonitoringWell/ImportMeasurements';
const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../integrations/usgs/samples');
const SAMPLE_SITES = ['303251091115001', '302912091053901', '303015091092301'] as const;
const RDB_SAMPLE = 'EB-1000-gwlevels.rdb';
const JSON_SAMPLE = 'field-measurements.geojson';
const CSV_SAMPLE = 'water-quality-results.csv';

let t: TestApp;
let tokens: Record<'user' | 'owner' | 'researcher' | 'admin', string>;
let aquiferId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(db());
  tokens = await accessMatrixTokens(matrix, t.tokenFor);
  aquiferId = (await insertWellReferences(db())).sand400.id;
});
afterAll(() => t.close());

let siteSequence = 0;

/** Monitoring wells of fresh site numbers, one for each of the samples' sites, so each test stands alone. */
async function wellsForSamples(wells: Partial<typeof monitoringWells.$inferInsert> = {}) {
  const sites = SAMPLE_SITES.map(() => {
    siteSequence += 1;
    return `30400009100${String(siteSequence).padStart(4, '0')}`;
  });
  const rows = await db()
    .insert(monitoringWells)
    .values(sites.map((siteNumber) => ({ siteNumber, aquiferId, ...wells })))
    .returning({ id: monitoringWells.id });
  return { sites, ids: rows.map((row) => row.id) };
}

/** A sample file with its sites renamed to the given ones. */
function sample(name: string, sites: readonly string[]): string {
  let text = readFileSync(path.join(SAMPLES, name), 'utf8');
  SAMPLE_SITES.forEach((site, at) => {
    text = text.replaceAll(site, sites[at] ?? site);
  });
  return text;
}

function upload(
  content: string | Buffer,
  who: keyof typeof tokens | null = 'researcher',
  fileName = 'file.txt',
) {
  const { payload, headers } = multipartFile(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload,
    headers: { ...headers, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
  });
}

async function imported(content: string, fileName?: string): Promise<ImportMeasurementsResponse> {
  const response = await upload(content, 'researcher', fileName);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportMeasurementsResponse>();
}

async function countMeasurements(wellIds: readonly number[]): Promise<number> {
  return db().$count(monitoringMeasurements, inArray(monitoringMeasurements.monitoringWellId, [...wellIds]));
}

describe('the shipped samples import', () => {
  it('imports the RDB levels of EB-1000: 17 measurements of one well, as RDB', async () => {
    const { sites, ids } = await wellsForSamples();
    const answer = await imported(sample(RDB_SAMPLE, sites), RDB_SAMPLE);
    expect(answer).toEqual({
      message: 'Imported: 17 added, 0 updated, 0 already here.',
      format: 'rdb',
      sites: 1,
      added: 17,
      updated: 0,
      unchanged: 0,
      otherRows: 0,
      alerts: 0,
    });
    const [obstructed] = await db()
      .select()
      .from(monitoringMeasurements)
      .where(
        and(
          eq(monitoringMeasurements.monitoringWellId, ids[0] ?? 0),
          eq(monitoringMeasurements.measuredOn, '2016-02-18'),
        ),
      );
    expect(obstructed).toMatchObject({ value: null, qualifiers: 'O', source: 'rdb', approved: true });
  });

  it('imports the field-measurements JSON of two wells, counting the temperature it skips', async () => {
    const { sites, ids } = await wellsForSamples();
    const answer = await imported(sample(JSON_SAMPLE, sites));
    expect(answer).toMatchObject({ format: 'ogc-json', sites: 2, added: 8, otherRows: 1 });
    expect(await countMeasurements(ids)).toBe(8);
  });

  it('imports the water-quality CSV of two wells, counting the pH it skips', async () => {
    const { sites, ids } = await wellsForSamples();
    const answer = await imported(sample(CSV_SAMPLE, sites));
    expect(answer).toMatchObject({ format: 'water-quality-csv', sites: 2, added: 7, otherRows: 1 });
    expect(await countMeasurements(ids)).toBe(7);
  });

  it('audits an import once, with the file name and the counts', async () => {
    const { sites } = await wellsForSamples();
    const fileName = `levels-${sites[0]}.rdb`;
    await imported(sample(RDB_SAMPLE, sites), fileName);
    const audits = await selectRows<{ entity: string; after: { added: number } }>(
      db(),
      sql`select ${auditLog.entity} as entity, ${auditLog.after} as after from ${auditLog}
        where ${auditLog.action} = 'import-measurements' and ${auditLog.after}->>'fileName' = ${fileName}`,
    );
    expect(audits).toEqual([
      { entity: 'measurement', after: expect.objectContaining({ format: 'rdb', added: 17, unchanged: 0 }) },
    ]);
  });
});

describe('importing again', () => {
  it('adds nothing when the same file comes twice', async () => {
    const { sites, ids } = await wellsForSamples();
    await imported(sample(RDB_SAMPLE, sites));
    const again = await imported(sample(RDB_SAMPLE, sites));
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 17 });
    expect(again.message).toBe('Imported: 0 added, 0 updated, 17 already here.');
    expect(await countMeasurements(ids)).toBe(17);
  });

  it('updates what a revised file changed: a provisional level approved and corrected', async () => {
    const { sites, ids } = await wellsForSamples();
    const first = sample(RDB_SAMPLE, sites);
    await imported(first);
    const revised = first.replace(/(\t2025-09-16\t14:35\tUTC\t)198\.12(.*)\tP$/m, '$1198.31$2\tA');
    expect(revised).not.toBe(first);
    expect(await imported(revised)).toMatchObject({ added: 0, updated: 1, unchanged: 16 });
    const [row] = await db()
      .select()
      .from(monitoringMeasurements)
      .where(
        and(
          eq(monitoringMeasurements.monitoringWellId, ids[0] ?? 0),
          eq(monitoringMeasurements.measuredOn, '2025-09-16'),
        ),
      );
    expect(row).toMatchObject({ value: 198.31, approved: true });
  });

  it('alerts on a recent level past the well’s threshold once, not again on a re-import', async () => {
    const { sites } = await wellsForSamples({ levelAlertDepthFeet: 150 });
    const recent = addDays(todayIn(testConfig().districtTimeZone), -3);
    const file = `${sample(RDB_SAMPLE, sites)}USGS\t${sites[0]}\tGW\t${recent}\t10:00\tUTC\t155.20\t\t\t1\tUSGS\tm\t2\tS\tT\tP\n`;
    expect(await imported(file)).toMatchObject({ added: 18, alerts: 1 });
    expect(await imported(file)).toMatchObject({ added: 0, alerts: 0 });
  });
});

describe('refusals write nothing', () => {
  it('refuses a whole file for one bad line, naming it', async () => {
    const { sites, ids } = await wellsForSamples();
    const good = sample(RDB_SAMPLE, sites);
    const bad = good.replace('\t2001-08-14\t', '\t2001-08-41\t');
    const badLine = bad.split('\n').findIndex((line) => line.includes('2001-08-41')) + 1;
    const response = await upload(bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`Line ${badLine}: lev_dt 2001-08-41 is not a date`);
    expect(await countMeasurements(ids)).toBe(0);
  });

  it('refuses a file naming a site the district does not watch, listing its line', async () => {
    const { sites, ids } = await wellsForSamples();
    const stranger = `${sites[1]?.slice(0, 10)}99999`;
    const csv = sample(CSV_SAMPLE, [sites[0] ?? '', stranger, sites[2] ?? '']);
    const response = await upload(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file was not loaded because of 1 error:\n' +
        `Line 2: site USGS ${stranger} is not a monitoring well of the district. Add it under Monitoring Wells first.`,
    );
    expect(await countMeasurements(ids)).toBe(0);
  });

  it('names the feature of an unknown site in a JSON file', async () => {
    const { sites, ids } = await wellsForSamples();
    const response = await upload(sample(JSON_SAMPLE, [sites[0] ?? '', sites[1] ?? '', '303015091099999']));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Feature 5: site USGS 303015091099999 is not a monitoring well/m,
    );
    expect(await countMeasurements(ids)).toBe(0);
  });
});

describe('hostile and empty uploads never answer 500', () => {
  const cases: { name: string; content: string | Buffer; message: string | RegExp }[] = [
    {
      name: 'a binary file',
      content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x01]),
      message: NOT_TEXT_MESSAGE,
    },
    { name: 'text with NUL', content: '# rdb\u0000\n', message: NOT_TEXT_MESSAGE },
    { name: 'an empty file', content: '', message: UNKNOWN_FORMAT_MESSAGE },
    {
      name: 'a pumpage CSV',
      content: 'WellNumber,Date,Pumpage\nW-1,2025-01-01,3\n',
      message: UNKNOWN_FORMAT_MESSAGE,
    },
    {
      name: 'JSON cut short',
      content: '{"type":"FeatureCollection","features":[',
      message: /JSON file could not be read/,
    },
    {
      name: 'a deep JSON array',
      content: `{"a":${'['.repeat(100_000)}`,
      message: /JSON file could not be read/,
    },
    { name: 'an RDB header only', content: '#\nagency_cd\tsite_no\n', message: /column definitions/ },
    {
      name: 'a CSV with broken quotes',
      content: 'MonitoringLocationIdentifier,ActivityStartDate\n"USGS-1,',
      message: /Line/,
    },
  ];
  it.each(cases)('refuses $name with a clear 400', async ({ content, message }) => {
    const response = await upload(content);
    expect(response.statusCode, response.body).toBe(400);
    if (typeof message === 'string') expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(message);
  });

  it('asks for a file when the part is not named file', async () => {
    const { payload, headers } = multipartFile('levels.rdb', 'x', 'upload');
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { ...headers, authorization: `Bearer ${tokens.researcher}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NO_FILE_MESSAGE);
  });

  it('answers a JSON body, not a form, without a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { file: 'levels' },
      headers: { authorization: `Bearer ${tokens.researcher}` },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('who may import', () => {
  it.each(['owner', 'user'] as const)('refuses the %s with 403, writing nothing', async (who) => {
    const { sites, ids } = await wellsForSamples();
    const response = await upload(sample(RDB_SAMPLE, sites), who);
    expect(response.statusCode).toBe(403);
    expect(await countMeasurements(ids)).toBe(0);
  });

  it('refuses a caller not signed in with 401', async () => {
    const response = await upload('x', null);
    expect(response.statusCode).toBe(401);
  });

  it('lets the admin import', async () => {
    const { sites } = await wellsForSamples();
    expect((await upload(sample(CSV_SAMPLE, sites), 'admin')).statusCode).toBe(200);
  });
});

describe('a 50 MB file, over the 10 MB limit of measurement files', () => {
  let small: TestApp;

  beforeAll(async () => {
    // The upload limit is higher: the measurement files' own limit applies.
    small = await createTestApp({ config: { uploadMaxBytes: 60 * 1024 * 1024 } });
    await small.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => small.close());

  it('answers 413 once the client has sent it, keeping no more than the limit', async () => {
    const matrix = await insertAccessMatrix(small.database.db);
    const token = await small.tokenFor({ userId: matrix.researcher.id });
    const line = `USGS\t303251091115001\tGW\t2024-03-12\t15:15\tUTC\t196.44\t\t\t1\tUSGS\tm\t2\tS\tT\tA\n`;
    const file = `agency_cd\tsite_no\n5s\t15s\n${line.repeat(Math.ceil((50 * 1024 * 1024) / line.length))}`;
    const { payload, headers } = multipartFile('huge.rdb', file);
    const { port } = small.app.server.address() as AddressInfo;
    const request = http.request(`http://127.0.0.1:${port}${URL}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': payload.length, authorization: `Bearer ${token}` },
    });
    request.end(payload);
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    let body = '';
    for await (const chunk of response) body += String(chunk);
    request.destroy();
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ message: 'The file is larger than 10 MB.' });
  });
});
