import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER } from '../../../shared/contracts/api-keys';
import {
  PUBLIC_PUMPAGE_GROUPS,
  type PublicQuarterTotal,
  type PublicSummary,
} from '../../../shared/contracts/public-data';
import { buildApp } from '../../app';
import type { ApiInstance } from '../../modules/context';
import { openTestDatabase, testConfig } from '../../test/test-app';
import { todayIn } from '../../time';
import type { Database } from '../client';
import { DEMO_API_KEY } from './api-keys';
import { seedDemoDistrict } from './index';
import { PUBLIC_DEMO_CLIENT } from './public-data';

/*
 * The demo district as a visitor and an agency see it: every public answer (each anonymous GET and
 * each read-API call, every page of it) is scanned for what is private of each demo client (its
 * name unless staff marked it public, its contacts, e-mails, phones, address, registration code, its
 * own names for its wells; not its owner id, a number the district gives, which the digits of any
 * figure may show) and of each user; and what the public page publishes adds up to what the
 * demo's invoices bill.
 */

let database: Database;
let app: ApiInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoDistrict(database, { today: todayIn('America/Chicago') });
  app = await buildApp({ config: testConfig(), database, webRoot: '/nonexistent' });
  await app.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function privateTexts(): Promise<string[]> {
  const clientTexts = await database.query<{ texts: (string | null)[] }>(
    `select array[case when not is_public then name end, contact_name, contact_phone,
        contact_email, contact_name2, contact_phone2, contact_email2, contact_name3, contact_phone3,
        contact_email3, address1, address2, registration_code] as texts
      from clients`,
  );
  const userTexts = await database.query<{ texts: (string | null)[] }>(
    `select array[email, first_name || ' ' || last_name] as texts from users`,
  );
  const wellNames = await database.query<{ texts: (string | null)[] }>(
    `select array[client_well_name] as texts from wells where client_well_name is not null`,
  );
  const texts = [...clientTexts, ...userTexts, ...wellNames].flatMap((row) => row.texts);
  return [...new Set(texts.filter((text): text is string => typeof text === 'string' && text.length >= 4))];
}

interface Answer {
  url: string;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'gzip', ...headers },
  });
  const compressed = response.headers['content-encoding'] === 'gzip';
  return { url, body: compressed ? gunzipSync(response.rawPayload).toString('utf8') : response.body };
}

/** Every page of a paged read-API call. */
async function everyPage(path: string, pageSize: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await get(`${path}?page=${page}&pageSize=${pageSize}`, { [API_KEY_HEADER]: DEMO_API_KEY });
    answers.push(answer);
    const { totalCount } = JSON.parse(answer.body) as { totalCount: number };
    expect(totalCount).toBeGreaterThan(0);
    if (page * pageSize >= totalCount) return answers;
  }
}

/** Every monitoring well of the demo, published or not. */
async function monitoringWells() {
  return database.query<{
    id: number;
    names: (string | null)[];
    note: string | null;
    is_public: boolean;
    linked: boolean;
  }>(
    `select id, array[local_name, site_number] as names, note, is_public, well_id is not null as linked
      from monitoring_wells order by id`,
  );
}

async function everyPublicAnswer(): Promise<Answer[]> {
  const anonymous = app.declaredRoutes.filter(
    (route) => route.access === 'public' && route.method === 'GET' && !route.url.includes(':'),
  );
  const answers = await Promise.all(anonymous.map((route) => get(route.url)));
  for (const by of PUBLIC_PUMPAGE_GROUPS) answers.push(await get(`/api/PublicData/DownloadPumpage?by=${by}`));
  answers.push(await get('/api/public/v1/summary', { [API_KEY_HEADER]: DEMO_API_KEY }));
  answers.push(...(await everyPage('/api/public/v1/wells', 1000)));
  answers.push(...(await everyPage('/api/public/v1/wells.geojson', 5000)));
  answers.push(...(await everyPage('/api/public/v1/pumpage', 1000)));
  for (const well of await monitoringWells())
    answers.push(await get(`/api/PublicData/GetLevels?monitoringWellId=${well.id}`));
  answers.push(...(await everyPage('/api/public/v1/levels', 1000)));
  return answers;
}

describe("the demo district's public data", () => {
  it('never shows anything private of a client or a user, and names the public client', async () => {
    const secrets = await privateTexts();
    expect(secrets.length).toBeGreaterThan(300);
    const answers = await everyPublicAnswer();
    const urls = answers.map((answer) => answer.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/PublicData/GetSummary', '/api/PublicData/GetWells']));
    const leaks = answers.flatMap((answer) =>
      secrets.filter((secret) => answer.body.includes(secret)).map((secret) => `${answer.url}: ${secret}`),
    );
    expect(leaks).toEqual([]);
    const wells = answers.find((answer) => answer.url === '/api/PublicData/GetWells');
    expect(wells?.body).toContain(PUBLIC_DEMO_CLIENT);
  });

  it('publishes only the monitoring wells staff marked public, never a threshold or a note', async () => {
    const wells = await monitoringWells();
    const published = wells.filter((well) => well.is_public);
    expect(published).toHaveLength(6);
    const namesOf = (list: typeof wells) =>
      list.flatMap((well) => well.names).filter((name): name is string => name !== null);
    const privateNames = namesOf(wells.filter((well) => !well.is_public));
    // A linked well's local name is its registry number, which the registry rightly publishes.
    const unlinkedPrivateNames = namesOf(wells.filter((well) => !well.is_public && !well.linked));
    const notes = wells.flatMap((well) => (well.note ? [well.note] : []));
    expect(privateNames.length).toBeGreaterThanOrEqual(4);
    expect(notes.length).toBeGreaterThanOrEqual(4);

    const answers = await everyPublicAnswer();
    const isLevels = (answer: Answer) => /GetMonitoringWells|GetLevels|\/v1\/levels/.test(answer.url);
    expect(answers.filter(isLevels).length).toBeGreaterThan(wells.length + 1);
    const leaks = answers.flatMap((answer) =>
      [...(isLevels(answer) ? privateNames : unlinkedPrivateNames), ...notes, 'AlertDepth', 'chlorideAlert']
        .filter((secret) => answer.body.includes(secret))
        .map((secret) => `${answer.url}: ${secret}`),
    );
    expect(leaks).toEqual([]);

    const listed = JSON.parse((await get('/api/PublicData/GetMonitoringWells')).body) as {
      data: { id: number }[];
    };
    expect(listed.data.map((well) => well.id).sort()).toEqual(published.map((well) => well.id).sort());
    for (const well of wells) {
      const levels = await app.inject({
        method: 'GET',
        url: `/api/PublicData/GetLevels?monitoringWellId=${well.id}`,
      });
      expect([well.id, levels.statusCode]).toEqual([well.id, well.is_public ? 200 : 404]);
    }
    const sites = new Set(
      (await everyPage('/api/public/v1/levels', 1000)).flatMap((answer) =>
        (JSON.parse(answer.body) as { data: { site: string }[] }).data.map((row) => row.site),
      ),
    );
    expect(sites.size).toBe(published.length);
  });

  it('publishes for every billed quarter the same billable pumpage its invoices bill', async () => {
    const summary = JSON.parse((await get('/api/PublicData/GetSummary')).body) as { data: PublicSummary };
    const quarters = summary.data.pumpage?.quarters ?? [];
    const billed = quarters.filter((quarter) => quarter.invoicedKgal !== null);
    expect(billed.length).toBeGreaterThanOrEqual(3);
    const check = (quarter: PublicQuarterTotal) => ({
      quarter: `${quarter.year} Q${quarter.quarter}`,
      billable: quarter.billableKgal,
      invoiced: quarter.invoicedKgal,
      parts: Math.round((quarter.exemptKgal + quarter.billableKgal + quarter.unassignedKgal) * 1000),
    });
    expect(billed.map(check)).toEqual(
      billed.map((quarter) => ({
        ...check(quarter),
        invoiced: quarter.billableKgal,
        parts: Math.round(quarter.totalKgal * 1000),
      })),
    );
  });
});
