import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DistrictCutRow,
  PermitUseResponse,
  SavePermitRequest,
  WellPermitsResponse,
} from '../../../shared/contracts/permits';
import { addDays } from '../../../shared/rules/calendar';
import { auditLog, districtCutNotices, permitAlerts } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail/mailer';
import { insertAccessMatrix, insertClient, type AccessMatrix } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { multipartFile } from '../../test/factories/pumpage-upload';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { CUT_STARTS_IN_PAST } from './district-cuts';

/*
 * Permits through the API: terms with their history, use against them, the report, the alerts after
 * an upload, and district cuts. The permit year is the calendar year holding today.
 */

let t: TestApp;
let matrix: AccessMatrix;
const tokens: Record<string, string> = {};
const sent: MailMessage[] = [];
let today: string;
let yearStart: string;

type Who = 'owner' | 'otherOwner' | 'admin' | 'researcher';
const db = () => t.database.db;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

/** Ten million gallons a year, at most five million a day. */
function tenMillionGallons(wellId: number, overrides: Partial<SavePermitRequest> = {}): SavePermitRequest {
  return {
    wellId,
    permitNumber: `P-${wellId}`,
    permitDate: yearStart,
    effectiveFrom: yearStart,
    annualMillionGallons: 10,
    maxDailyGallons: 5_000_000,
    note: null,
    ...overrides,
  };
}

async function permittedWell(clientId: number, overrides: Partial<SavePermitRequest> = {}) {
  const well = await insertWell(db(), { clientId });
  const saved = await call(
    'POST',
    '/api/Permit/SavePermit',
    'researcher',
    tenMillionGallons(well.id, overrides),
  );
  expect(saved.statusCode).toBe(200);
  return well;
}

const mailTo = (address: string) => sent.filter((message) => [message.to].flat().includes(address));

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
  for (const who of ['owner', 'otherOwner', 'admin', 'researcher'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  today = todayIn(testConfig().districtTimeZone);
  yearStart = `${today.slice(0, 4)}-01-01`;
  const settings = await call('PUT', '/api/Permit/SavePermitSettings', 'admin', {
    yearStartMonth: 1,
    alertEmail: 'alerts@district.test',
  });
  expect(settings.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('permit terms', () => {
  it('are set by staff with the permit number, amended with history, and audited', async () => {
    const well = await insertWell(db(), { clientId: matrix.clientA.id });
    const terms = tenMillionGallons(well.id);
    expect((await call('POST', '/api/Permit/SavePermit', 'owner', terms)).statusCode).toBe(403);
    expect((await call('POST', '/api/Permit/SavePermit', 'researcher', terms)).statusCode).toBe(200);
    const amended = await call('POST', '/api/Permit/SavePermit', 'researcher', {
      ...terms,
      effectiveFrom: today,
      annualMillionGallons: 12.5,
      note: 'Amended by the board',
    });
    expect(amended.statusCode).toBe(200);

    const read = await call('GET', `/api/Permit/GetWellPermits?wellId=${well.id}`, 'owner');
    expect(read.statusCode).toBe(200);
    const { data } = read.json<WellPermitsResponse>();
    expect(data.permitNumber).toBe(`P-${well.id}`);
    const expectedTerms = [
      { effectiveFrom: today, effectiveTo: null, annualGallons: 12_500_000, note: 'Amended by the board' },
      { effectiveFrom: yearStart, effectiveTo: addDays(today, -1), annualGallons: 10_000_000 },
    ];
    // On 1 January the amendment replaces the first terms, which start the same day.
    expect(data.terms).toMatchObject(today === yearStart ? expectedTerms.slice(0, 1) : expectedTerms);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'save-permit'), eq(auditLog.entityId, String(well.id))));
    expect(audits).toHaveLength(2);
  });

  it('refuses a volume of zero, a fractional daily rate and a missing date, naming the field', async () => {
    const well = await insertWell(db(), { clientId: matrix.clientA.id });
    const refused = await call('POST', '/api/Permit/SavePermit', 'researcher', {
      ...tenMillionGallons(well.id),
      annualMillionGallons: 0,
      maxDailyGallons: 10.5,
      effectiveFrom: '2026-02-30',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The permitted volume must be more than zero');
    expect(refused.body).toContain('The maximum daily rate must be a whole number of gallons');
    expect(refused.body).toContain('Use an effective date such as 2026-01-01');
  });

  it("answers another client's well as not found", async () => {
    const well = await permittedWell(matrix.clientA.id);
    expect((await call('GET', `/api/Permit/GetWellPermits?wellId=${well.id}`, 'otherOwner')).statusCode).toBe(
      404,
    );
  });
});

describe('use against the permit', () => {
  it('is reported per well with percent, status and totals; owners see only their own', async () => {
    const client = await insertClient(db(), { name: 'Use Client' });
    const near = await permittedWell(client.id);
    const over = await permittedWell(client.id);
    await insertDaily(db(), near.id, [[yearStart, 8_500]]);
    await insertDaily(db(), over.id, [[yearStart, 12_000]]);
    const theirs = await permittedWell(matrix.clientB.id);

    const staff = await call(
      'GET',
      `/api/Permit/GetPermitUse?clientIds=${client.id}&sort=percentUsed`,
      'admin',
    );
    expect(staff.statusCode).toBe(200);
    const body = staff.json<PermitUseResponse>();
    expect(body.data.map((row) => [row.wellNumber, row.percentUsed, row.status])).toEqual([
      [over.wellNumber, 120, 'over'],
      [near.wellNumber, 85, 'near'],
    ]);
    expect(body.data[0]).toMatchObject({ permittedGallons: 10_000_000, usedGallons: 12_000_000 });
    expect(body.totals).toMatchObject({ wells: 2, permittedGallons: 20_000_000, usedGallons: 20_500_000 });
    expect(body.counts).toMatchObject({ over: 1, near: 1 });

    const onlyOver = await call(
      'GET',
      `/api/Permit/GetPermitUse?clientIds=${client.id}&status=over`,
      'admin',
    );
    expect(onlyOver.json<PermitUseResponse>().data.map((row) => row.wellId)).toEqual([over.id]);

    const owner = await call('GET', '/api/Permit/GetPermitUse', 'otherOwner');
    expect(owner.statusCode).toBe(200);
    expect(owner.json<PermitUseResponse>().data.map((row) => row.wellId)).toEqual([theirs.id]);
  });

  it('lists the days above the maximum daily rate on the well page', async () => {
    const well = await permittedWell(matrix.clientA.id);
    await insertDaily(db(), well.id, [[yearStart, 6_000]]);
    const { data } = (
      await call('GET', `/api/Permit/GetWellPermits?wellId=${well.id}`, 'owner')
    ).json<WellPermitsResponse>();
    expect(data.daysAboveMax).toEqual([{ date: yearStart, gallons: 6_000_000, maxDailyGallons: 5_000_000 }]);
  });

  it('downloads the report as CSV and Excel for staff only', async () => {
    const csv = await call('GET', '/api/Permit/DownloadPermitUse?format=csv', 'researcher');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Percent used');
    const xlsx = await call('GET', '/api/Permit/DownloadPermitUse?format=xlsx', 'researcher');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', '/api/Permit/DownloadPermitUse', 'owner')).statusCode).toBe(403);
  });
});

describe('alerts after an upload', () => {
  it('go once per threshold to the client and the staff address, and the rate to staff', async () => {
    const client = await insertClient(db(), {
      name: 'Alert Client',
      contactEmail: 'alert-client@clients.test',
    });
    const well = await permittedWell(client.id);
    const file = multipartFile(
      'pumpage.csv',
      `WellNumber,Date,Pumpage\n${well.wellNumber},${yearStart},8500\n`,
    );
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/UploadWellPumpages',
        ...file,
        headers: { ...file.headers, authorization: `Bearer ${tokens.admin}` },
      });
    expect((await upload()).statusCode).toBe(200);
    const first = mailTo('alert-client@clients.test');
    expect(first).toHaveLength(1);
    expect([first[0]?.to].flat()).toContain('alerts@district.test');
    expect(first[0]?.text).toContain(`well ${well.wellNumber}: 80% of the volume reached`);

    expect((await upload()).statusCode).toBe(200);
    expect(mailTo('alert-client@clients.test')).toHaveLength(1);

    const rows = await db().select().from(permitAlerts).where(eq(permitAlerts.wellId, well.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['daily-rate', 'projected', 'use-80']);
    expect(rows.every((row) => row.outcome === 'sent')).toBe(true);
    const rate = sent.filter((message) =>
      message.text.includes(`well ${well.wellNumber}: 8,500,000 gallons`),
    );
    expect(rate.map((message) => [message.subject, message.to])).toEqual([
      ['Permit daily rate exceeded: 1 day', ['alerts@district.test']],
    ]);
  });
});

describe('district cuts', () => {
  it('cut every permit for their days, tell each client once, and are audited', async () => {
    // Next permit year's cut, so the other tests' volumes of this year stay whole.
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01-01`;
    const nextYearDays =
      (Date.parse(`${Number(today.slice(0, 4)) + 2}-01-01`) - Date.parse(nextYear)) / 86_400_000;
    const client = await insertClient(db(), { name: 'Cut Client', contactEmail: 'cut-client@clients.test' });
    await permittedWell(client.id);
    const cut = { percent: 50, effectiveOn: nextYear, endsOn: null, reason: 'Drought stage 2' };
    expect((await call('POST', '/api/Permit/SaveDistrictCut', 'owner', cut)).statusCode).toBe(403);
    const past = await call('POST', '/api/Permit/SaveDistrictCut', 'researcher', {
      ...cut,
      effectiveOn: addDays(today, -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(CUT_STARTS_IN_PAST);

    // The same submission twice (a double click): one cut, one notice to each client.
    const url = '/api/Permit/SaveDistrictCut?requestKey=cut-drought-stage-2';
    const saved = await call('POST', url, 'researcher', cut);
    expect(saved.statusCode).toBe(200);
    const cutId = saved.json<{ id: number }>().id;
    expect((await call('POST', url, 'researcher', cut)).json<{ id: number }>().id).toBe(cutId);
    expect(mailTo('cut-client@clients.test')).toHaveLength(1);
    expect(mailTo('cut-client@clients.test')[0]?.subject).toContain('50%');

    const useNextYear = async () =>
      (
        await call('GET', `/api/Permit/GetPermitUse?clientIds=${client.id}&on=${nextYear}`, 'admin')
      ).json<PermitUseResponse>();
    expect((await useNextYear()).data[0]).toMatchObject({
      uncutGallons: 10_000_000,
      permittedGallons: 5_000_000,
    });
    expect((await useNextYear()).cutPercent).toBe(50);

    // Ending it after 100 days cuts those days only, and tells nobody again.
    const endsOn = addDays(nextYear, 99);
    const ended = await call('POST', '/api/Permit/SaveDistrictCut', 'researcher', {
      ...cut,
      id: cutId,
      endsOn,
    });
    expect(ended.statusCode).toBe(200);
    expect((await useNextYear()).data[0]?.permittedGallons).toBe(
      Math.floor((10_000_000 * (nextYearDays - 50)) / nextYearDays),
    );
    expect(mailTo('cut-client@clients.test')).toHaveLength(1);
    const notices = await db().select().from(districtCutNotices).where(eq(districtCutNotices.cutId, cutId));
    expect(notices.filter((notice) => notice.clientId === client.id)).toHaveLength(1);

    const cuts = (await call('GET', '/api/Permit/GetDistrictCuts', 'owner')).json<{
      data: DistrictCutRow[];
    }>();
    expect(cuts.data.find((row) => row.id === cutId)).toMatchObject({ endsOn, inForce: false });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'district-cut'), eq(auditLog.entityId, String(cutId))));
    expect(audits.map((row) => row.action).sort()).toEqual(['change-district-cut', 'declare-district-cut']);
  });
});
