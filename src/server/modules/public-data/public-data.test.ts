import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PUBLIC_DATA_SETTINGS_SAVED,
  PUBLIC_RATE_LIMITED,
  PUBLIC_SECTION_NOT_PUBLISHED,
  type PublicDataSettings,
  type PublicQuarterTotal,
  type PublicSummary,
  type PublicWell,
} from '../../../shared/contracts/public-data';
import { addDays } from '../../../shared/rules/calendar';
import { SCHEDULE_START } from '../../../shared/rules/rate-schedule';
import { auditLog, parishes, publicDataSettings, rateSchedule } from '../../db/schema';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import { insertAccessMatrix, insertClient, type AccessMatrix } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { multipartFile } from '../../test/factories/pumpage-upload';
import { MONTHLY_CALENDAR, setCalendar } from '../../test/factories/reporting';
import { insertWell, insertWellReferences } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

/*
 * The public pages' calls through the API, anonymous, and the settings of what they publish. The
 * answers cover the whole district, so each test gives its wells years and numbers of their own
 * and reads only those. A test that changes data without the API waits for the database's
 * announcement (at commit on PGlite, a moment later on PostgreSQL): without it the cached answer
 * would stay for minutes.
 */

let t: TestApp;
let matrix: AccessMatrix;
let refs: Awaited<ReturnType<typeof insertWellReferences>>;
const tokens: Record<string, string> = {};
const today = todayIn('America/Chicago');
const db = () => t.database.db;

type Who = 'admin' | 'researcher' | 'owner';

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(db());
  refs = await insertWellReferences(db());
  for (const who of ['admin', 'researcher', 'owner'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
});
afterAll(() => t.close());

function call(method: 'GET' | 'PUT', url: string, who?: Who, payload?: object) {
  const headers = who ? { authorization: `Bearer ${tokens[who]}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function publish(sections: Partial<PublicDataSettings> = {}) {
  const body = { publishLanding: false, publishPumpage: false, publishWells: false, ...sections };
  const response = await call('PUT', '/api/PublicData/UpdatePublicDataSettings', 'admin', body);
  expect(response.statusCode).toBe(200);
}

async function summary(): Promise<PublicSummary> {
  const response = await call('GET', '/api/PublicData/GetSummary');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PublicSummary }>().data;
}

async function publicWells(): Promise<PublicWell[]> {
  const response = await call('GET', '/api/PublicData/GetWells');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PublicWell[] }>().data;
}

async function rowsOf(year: number) {
  return (await summary()).pumpage?.rows.filter((row) => row.year === year);
}

async function quartersOf(year: number) {
  return (await summary()).pumpage?.quarters.filter((quarter) => quarter.year === year);
}

function csvLines(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
}

describe('what is published', () => {
  it('publishes nothing until an Admin chooses, and nothing of a section turned off', async () => {
    await db().delete(publicDataSettings);
    const settings = await call('GET', '/api/PublicData/GetPublicDataSettings', 'researcher');
    expect(settings.json()).toEqual({
      message: 'OK',
      data: { publishLanding: false, publishPumpage: false, publishWells: false, updatedAt: null },
    });
    await vi.waitFor(async () => {
      expect(await summary()).toEqual({
        sections: { publishLanding: false, publishPumpage: false, publishWells: false },
        landing: null,
        pumpage: null,
        generatedAt: expect.any(String),
      });
    });
    await insertWell(db(), { clientId: matrix.clientA.id, wellNumber: 'PUB-OFF-1' });
    await publish({ publishLanding: true, publishPumpage: true, publishWells: true });
    expect((await publicWells()).map((well) => well.wellNumber)).toContain('PUB-OFF-1');
    await publish();
    expect(await summary()).toMatchObject({ landing: null, pumpage: null });
    expect(await publicWells()).toEqual([]);
    for (const by of ['parish', 'aquifer', 'use']) {
      const download = await call('GET', `/api/PublicData/DownloadPumpage?by=${by}`);
      expect([download.statusCode, download.json().message]).toEqual([404, PUBLIC_SECTION_NOT_PUBLISHED]);
    }
  });

  it('publishes the landing page: the district without its address, the rates, the reporting calendar', async () => {
    await insertDistrictProfile(db(), { phone: '(225)-555-0199', email: 'office@district.test' });
    const futureOn = addDays(today, 400);
    await db()
      .insert(rateSchedule)
      .values([
        {
          effectiveOn: futureOn,
          rateCentsPerMillionGallons: 7250,
          adoptedOn: today,
          hearingOn: addDays(today, -3),
        },
        {
          effectiveOn: addDays(today, 200),
          rateCentsPerMillionGallons: 9999,
          withdrawnAt: new Date(),
        },
      ]);
    await setCalendar(db(), [MONTHLY_CALENDAR]);
    await publish({ publishLanding: true });
    const { sections, landing, pumpage } = await summary();
    expect(sections).toEqual({ publishLanding: true, publishPumpage: false, publishWells: false });
    expect(pumpage).toBeNull();
    expect(landing?.district).toEqual({
      name: 'Capital Area Groundwater District',
      city: 'Baton Rouge',
      state: 'LA',
      phone: '(225)-555-0199',
      email: 'office@district.test',
      logoUpdatedAt: null,
    });
    expect(landing?.rates).toEqual([
      {
        ratePerMillionGallons: 72.5,
        effectiveOn: futureOn,
        adoptedOn: today,
        hearingOn: addDays(today, -3),
        inForce: false,
      },
      expect.objectContaining({ ratePerMillionGallons: 65, effectiveOn: SCHEDULE_START, inForce: true }),
    ]);
    const calendar = landing?.calendar;
    expect(calendar).toMatchObject({ frequency: 'monthly', dueDays: 30 });
    expect(calendar?.periods).toHaveLength(4);
    const [current] = calendar?.periods ?? [];
    expect(current && current.start <= today && today <= current.end).toBe(true);
    expect(current?.key).toBe(today.slice(0, 7));
    calendar?.periods.forEach((period, index, periods) => {
      expect(period.dueOn).toBe(addDays(period.end, 30));
      const previous = periods[index - 1];
      if (previous) expect(period.start).toBe(addDays(previous.end, 1));
    });

    await setCalendar(db(), []);
    await vi.waitFor(async () => expect((await summary()).landing?.calendar).toBeNull());
  });

  it('publishes pumpage by year, parish, aquifer and use, exempt wells apart, and each quarter against its invoices', async () => {
    const industrial = {
      parishId: refs.eastBatonRouge.id,
      aquiferId: refs.sand400.id,
      wellUseId: refs.industrial.id,
    };
    const billed = await insertWell(db(), { clientId: matrix.clientA.id, ...industrial });
    const exempt = await insertWell(db(), { clientId: matrix.clientA.id, ...industrial, flag: 'E' });
    const unregistered = await insertWell(db(), {
      clientId: matrix.clientB.id,
      ...industrial,
      isRegistered: false,
    });
    const ownerless = await insertWell(db(), {
      clientId: null,
      parishId: refs.westBatonRouge.id,
      aquiferId: refs.sand600.id,
      wellUseId: refs.publicSupply.id,
    });
    await insertDaily(db(), billed.id, [
      ['2001-01-10', 10.125],
      ['2001-04-10', 5],
    ]);
    await insertDaily(db(), exempt.id, [['2001-01-11', 3.5]]);
    await insertDaily(db(), unregistered.id, [['2001-01-12', 1.001]]);
    await insertDaily(db(), ownerless.id, [['2001-07-01', 2.25]]);
    await publish({ publishPumpage: true });
    expect(await rowsOf(2001)).toEqual([
      {
        year: 2001,
        parish: 'East Baton Rouge',
        aquifer: '400-Foot Sand',
        use: 'Industrial',
        exempt: false,
        wells: 2,
        kgal: 16.126,
      },
      {
        year: 2001,
        parish: 'East Baton Rouge',
        aquifer: '400-Foot Sand',
        use: 'Industrial',
        exempt: true,
        wells: 1,
        kgal: 3.5,
      },
      // A use without a description is named by its code.
      {
        year: 2001,
        parish: 'West Baton Rouge',
        aquifer: '600-Foot Sand',
        use: 'TPS',
        exempt: false,
        wells: 1,
        kgal: 2.25,
      },
    ]);
    const quarter = (number: number, kgal: Partial<PublicQuarterTotal>) => ({
      year: 2001,
      quarter: number,
      totalKgal: 0,
      exemptKgal: 0,
      billableKgal: 0,
      unassignedKgal: 0,
      invoicedKgal: null,
      ...kgal,
    });
    expect(await quartersOf(2001)).toEqual([
      quarter(1, { totalKgal: 14.626, exemptKgal: 3.5, billableKgal: 11.126 }),
      quarter(2, { totalKgal: 5, billableKgal: 5 }),
      quarter(3, { totalKgal: 2.25, unassignedKgal: 2.25 }),
    ]);
    const answer = (await call('GET', '/api/PublicData/GetSummary')).body;
    expect(answer).not.toContain('Client A');
    expect(answer).not.toContain('Client B');
  });

  it('publishes the registered wells, naming only an owner staff marked public', async () => {
    const city = await insertClient(db(), { name: 'Town of Testville Waterworks', isPublic: true });
    const common = {
      parishId: refs.eastBatonRouge.id,
      aquiferId: refs.sand1500.id,
      wellUseId: refs.industrial.id,
    };
    await insertWell(db(), {
      clientId: city.id,
      ...common,
      wellNumber: 'PUB-W-1',
      wellDepth: 1520.5,
      wellStatus: 'Active',
      latitude: 30.45,
      longitude: -91.15,
      clientWellName: 'Plant well 7',
      comment: 'Private note',
    });
    await insertWell(db(), {
      clientId: matrix.clientB.id,
      wellNumber: 'PUB-W-2',
      flag: 'E',
      isActive: false,
    });
    await insertWell(db(), { clientId: null, wellNumber: 'PUB-W-3' });
    await insertWell(db(), { clientId: city.id, wellNumber: 'PUB-W-4', isRegistered: false });
    await publish({ publishWells: true });
    const response = await call('GET', '/api/PublicData/GetWells');
    const listed = response
      .json<{ data: PublicWell[] }>()
      .data.filter((well) => well.wellNumber.startsWith('PUB-W-'));
    expect(listed).toEqual([
      {
        wellNumber: 'PUB-W-1',
        aquifer: '1,500-Foot Sand',
        parish: 'East Baton Rouge',
        use: 'Industrial',
        depthFeet: 1520.5,
        status: 'Active',
        isActive: true,
        exempt: false,
        latitude: 30.45,
        longitude: -91.15,
        publicOwner: 'Town of Testville Waterworks',
      },
      {
        wellNumber: 'PUB-W-2',
        aquifer: null,
        parish: null,
        use: null,
        depthFeet: null,
        status: null,
        isActive: false,
        exempt: true,
        latitude: null,
        longitude: null,
        publicOwner: null,
      },
      expect.objectContaining({ wellNumber: 'PUB-W-3', publicOwner: null }),
    ]);
    for (const secret of ['Client B', 'Plant well 7', 'Private note'])
      expect(response.body).not.toContain(secret);

    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/PublicData/GetWells',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(response.body);
  });

  it('downloads the published pumpage as CSV by parish, aquifer or use, exempt apart and formula-safe', async () => {
    const [formula] = await db()
      .insert(parishes)
      .values({ parishId: 'TFORM', name: '=HYPERLINK("http://x.test")' })
      .returning();
    const place = { aquiferId: refs.sand400.id, wellUseId: refs.industrial.id };
    const plain = await insertWell(db(), { clientId: matrix.clientA.id, parishId: formula?.id, ...place });
    const exempt = await insertWell(db(), {
      clientId: matrix.clientA.id,
      parishId: formula?.id,
      ...place,
      flag: 'E',
    });
    const bare = await insertWell(db(), { clientId: matrix.clientA.id });
    await insertDaily(db(), plain.id, [
      ['2002-03-01', 1.1],
      ['2002-03-02', 2.2],
    ]);
    await insertDaily(db(), exempt.id, [['2002-05-01', 0.4]]);
    await insertDaily(db(), bare.id, [['2002-05-01', 7]]);
    await publish({ publishPumpage: true });

    const download = await call('GET', '/api/PublicData/DownloadPumpage?by=parish');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="district-pumpage-by-parish.csv"',
    );
    const lines = csvLines(download.body);
    expect(lines[0]).toBe('Year,Parish,Wells,Non-exempt (kgal),Exempt (kgal),Total (kgal)');
    expect(lines.filter((line) => line.startsWith('2002,'))).toEqual([
      `2002,"'=HYPERLINK(""http://x.test"")",2,3.3,0.4,3.7`,
      '2002,Not recorded,1,7,0,7',
    ]);
    const byUse = csvLines((await call('GET', '/api/PublicData/DownloadPumpage?by=use')).body);
    expect(byUse[0]).toBe('Year,Use,Wells,Non-exempt (kgal),Exempt (kgal),Total (kgal)');
    expect(byUse.filter((line) => line.startsWith('2002,'))).toEqual([
      '2002,Industrial,2,3.3,0.4,3.7',
      '2002,Not recorded,1,7,0,7',
    ]);
    const byAquifer = await call('GET', '/api/PublicData/DownloadPumpage?by=aquifer');
    expect(byAquifer.headers['content-disposition']).toContain('district-pumpage-by-aquifer.csv');
    expect(csvLines(byAquifer.body).filter((line) => line.startsWith('2002,'))).toEqual([
      '2002,400-Foot Sand,2,3.3,0.4,3.7',
      '2002,Not recorded,1,7,0,7',
    ]);
    const defaultBy = await call('GET', '/api/PublicData/DownloadPumpage');
    expect(defaultBy.headers['content-disposition']).toContain('district-pumpage-by-parish.csv');
    expect((await call('GET', '/api/PublicData/DownloadPumpage?by=client')).statusCode).toBe(400);
  });
});

describe('the settings of what is published', () => {
  it('lets staff read them and only an Admin change them, audited', async () => {
    await publish({ publishWells: true });
    const body = { publishLanding: true, publishPumpage: false, publishWells: true };
    for (const [who, status] of [
      ['researcher', 403],
      ['owner', 403],
      [undefined, 401],
    ] as const) {
      expect((await call('PUT', '/api/PublicData/UpdatePublicDataSettings', who, body)).statusCode).toBe(
        status,
      );
    }
    const saved = await call('PUT', '/api/PublicData/UpdatePublicDataSettings', 'admin', body);
    expect(saved.json()).toEqual({ message: PUBLIC_DATA_SETTINGS_SAVED });
    const read = await call('GET', '/api/PublicData/GetPublicDataSettings', 'researcher');
    expect(read.json()).toEqual({ message: 'OK', data: { ...body, updatedAt: expect.any(String) } });
    expect((await call('GET', '/api/PublicData/GetPublicDataSettings', 'owner')).statusCode).toBe(403);
    expect((await call('GET', '/api/PublicData/GetPublicDataSettings')).statusCode).toBe(401);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'public-data-settings'), eq(auditLog.actorUserId, matrix.admin.id)))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(audit).toMatchObject({
      action: 'save-public-data-settings',
      entityId: '1',
      before: { publishLanding: false, publishPumpage: false, publishWells: true },
      after: body,
    });
    expect((await summary()).sections).toEqual(body);
    const refused = await call('PUT', '/api/PublicData/UpdatePublicDataSettings', 'admin', {
      publishLanding: true,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the cache of public answers', () => {
  it('answers again from the cache, and anew once an upload, a client or an invoice changes what it shows', async () => {
    const client = await insertClient(db(), { name: 'Cached Water Works' });
    const well = await insertWell(db(), { clientId: client.id, wellNumber: 'PUB-CACHE-1' });
    await insertDaily(db(), well.id, [['2004-02-01', 10]]);
    await publish({ publishPumpage: true, publishWells: true });
    // Two reads in a row answer the same computed answer (retried only if a late announcement of
    // the inserts above fell between them).
    await vi.waitFor(async () => {
      const first = await summary();
      expect((await summary()).generatedAt).toBe(first.generatedAt);
    });
    expect(await quartersOf(2004)).toEqual([
      expect.objectContaining({ quarter: 1, totalKgal: 10, invoicedKgal: null }),
    ]);

    // Daily pumpage written straight into the database.
    await insertDaily(db(), well.id, [['2004-02-02', 2.5]]);
    await vi.waitFor(async () => expect((await quartersOf(2004))?.[0]?.totalKgal).toBe(12.5));

    // An upload through the API.
    const { payload, headers } = multipartFile(
      'more.csv',
      'WellNumber,Date,Pumpage\nPUB-CACHE-1,2004-02-03,1.25\n',
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/UploadWellPumpages',
      payload,
      headers: { ...headers, authorization: `Bearer ${tokens.admin}` },
    });
    expect(uploaded.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await quartersOf(2004))?.[0]?.totalKgal).toBe(13.75));

    // An invoice of the quarter.
    await insertInvoice(db(), { clientId: client.id, year: 2004, quarter: 1 });
    await vi.waitFor(async () => expect((await quartersOf(2004))?.[0]?.invoicedKgal).toBe(0));

    // The client marked public by staff.
    const ownerOf = async () =>
      (await publicWells()).find((listed) => listed.wellNumber === 'PUB-CACHE-1')?.publicOwner;
    expect(await ownerOf()).toBeNull();
    const detail = await call('GET', `/api/Client/GetClientById?clientId=${client.id}`, 'admin');
    const { message: _message, users: _users, ...clientBody } = detail.json<Record<string, unknown>>();
    const updated = await call('PUT', '/api/Client/UpdateClient', 'admin', { ...clientBody, isPublic: true });
    expect(updated.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await ownerOf()).toBe('Cached Water Works'));
  });

  it('shares one load among many readers arriving together', async () => {
    await vi.waitFor(async () => {
      await publish({ publishPumpage: true });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => call('GET', '/api/PublicData/GetSummary')),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const generated = new Set(
        answers.map((answer) => answer.json<{ data: PublicSummary }>().data.generatedAt),
      );
      expect(generated.size).toBe(1);
    });
  });
});

describe('the limit per address', () => {
  it('answers 429 with Retry-After past the limit, for each address apart', async () => {
    const limited = await createTestApp({ config: { publicRequestsPerMinute: 3 } });
    try {
      const from = (remoteAddress: string, url: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      expect((await from('203.0.113.7', '/api/PublicData/GetSummary')).statusCode).toBe(200);
      expect((await from('203.0.113.7', '/api/PublicData/GetWells')).statusCode).toBe(200);
      expect((await from('203.0.113.7', '/api/PublicData/DownloadPumpage?by=use')).statusCode).toBe(404);
      for (const url of [
        '/api/PublicData/GetSummary',
        '/api/PublicData/GetWells',
        '/api/PublicData/DownloadPumpage?by=nonsense',
      ]) {
        const refused = await from('203.0.113.7', url);
        expect([refused.statusCode, refused.json().message]).toEqual([429, PUBLIC_RATE_LIMITED]);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      expect((await from('203.0.113.8', '/api/PublicData/GetSummary')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
