import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/passwords';
import { openTestDatabase } from '../../test/test-app';
import { invoiceAmountsOn } from '../../modules/invoices/invoice-view';
import type { Database } from '../client';
import { adjustments, districtProfile, invoices, payments } from '../schema';
import { findMissingReports } from '../../modules/reporting/missing-reports';
import { permitStandings } from '../../modules/permits/permit-standing';
import { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoDistrict, type SeedSummary } from './index';
import { LATE_REPORTERS } from './reporting';
import { AQUIFERS, DISTRICT_BOX, INDUSTRIAL_CORRIDOR } from './reference-data';

const TODAY = '2026-06-15';
const FIRST_DAY = '2023-06-15';
const YESTERDAY = '2026-06-14';
const DAYS = 1096; // 2023-06-15 to 2026-06-14, including 29 February 2024

let database: Database;
let summary: SeedSummary;

async function one<Row>(db: Database, sql: string, params?: unknown[]): Promise<Row> {
  const [row] = await db.query<Row>(sql, params);
  if (!row) throw new Error(`no row from ${sql}`);
  return row;
}

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await isDatabaseEmpty(database)).toBe(true);
  summary = await seedDemoDistrict(database, { today: TODAY });
}, 180_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDemoDistrict', () => {
  it('fills the reference lists, clients and wells', async () => {
    const counts = await one<Record<string, number>>(
      database,
      `select (select count(*)::int from clients) as clients, (select count(*)::int from wells) as wells,
        (select count(*)::int from parishes) as parishes, (select count(*)::int from aquifers) as aquifers,
        (select count(*)::int from well_uses) as uses, (select count(*)::int from users) as users`,
    );
    expect(counts.clients).toBeGreaterThanOrEqual(60);
    expect(counts.wells).toBeGreaterThanOrEqual(400);
    expect(counts.parishes).toBe(6);
    expect(counts.aquifers).toBe(10);
    expect(counts.uses).toBeGreaterThanOrEqual(8);
    expect(summary).toMatchObject({ clients: counts.clients, wells: counts.wells, users: counts.users });
    expect(await isDatabaseEmpty(database)).toBe(false);
  });

  it('writes one daily row per active well and day for three years ending yesterday', async () => {
    const span = await one<{ first: string; last: string; rows: number; negative: number }>(
      database,
      `select min(date)::text as first, max(date)::text as last, count(*)::int as rows,
        count(*) filter (where pumpage < 0)::int as negative from daily_pumpage`,
    );
    expect(span).toEqual({ first: FIRST_DAY, last: YESTERDAY, rows: summary.dailyRows, negative: 0 });
    // Wells that report by meter readings are checked in 'meters and readings'; the late reporters'
    // uploads stop at the end of a month.
    const perWell = await database.query<{
      active: boolean;
      days: number;
      late: boolean;
      last: string | null;
    }>(
      `select w.is_active as active, count(d.id)::int as days, c.name = any($1::text[]) as late,
          max(d.date)::text as last
        from wells w join clients c on c.id = w.client_id
        left join daily_pumpage d on d.well_id = w.id
        where not exists (select 1 from meter_installations i where i.well_id = w.id)
        group by w.id, w.is_active, c.name`,
      [LATE_REPORTERS.map((late) => late.client)],
    );
    const onTime = perWell.filter((well) => !well.late);
    expect(onTime.filter((well) => well.active).every((well) => well.days === DAYS)).toBe(true);
    expect(perWell.filter((well) => !well.active).every((well) => well.days === 0)).toBe(true);
    const lastOfLate = new Set(perWell.filter((well) => well.late && well.active).map((well) => well.last));
    expect([...lastOfLate].sort()).toEqual(['2026-03-31', '2026-04-30']);
  });

  it('keeps 30 days of hourly data for metered wells whose hours sum to the daily rows', async () => {
    const hourly = await one<{
      wells: number;
      metered: number;
      first: string;
      last: string;
      incomplete: number;
    }>(
      database,
      `select count(distinct h.well_id)::int as wells,
        (select count(*)::int from wells w join clients c on c.id = w.client_id
          where w.meter_type is not null and w.is_active and not (c.name = any($1::text[]))
          and not exists (select 1 from meter_installations i where i.well_id = w.id)) as metered,
        min(h.date)::text as first, max(h.date)::text as last,
        (select count(*)::int from (select 1 from hourly_pumpage group by well_id, date having count(*) <> 24) x)
          as incomplete
        from hourly_pumpage h`,
      [LATE_REPORTERS.map((late) => late.client)],
    );
    expect(hourly).toEqual({
      wells: hourly.metered,
      metered: hourly.metered,
      first: '2026-05-16',
      last: YESTERDAY,
      incomplete: 0,
    });
    expect(summary.hourlyRows).toBe(hourly.metered * 30 * 24);
    const mismatches = await one<{ count: number }>(
      database,
      `select count(*)::int as count from daily_pumpage d
        join (select well_id, date, sum(pumpage) as total from hourly_pumpage group by well_id, date) h
          on h.well_id = d.well_id and h.date = d.date
        where d.pumpage <> h.total`,
    );
    expect(mismatches.count).toBe(0);
  });

  it('pumps between 100 and 200 million gallons a day over the last year', async () => {
    const { mgd } = await one<{ mgd: number }>(
      database,
      `select (sum(pumpage) / 365 / 1000)::float8 as mgd from daily_pumpage where date >= $1::date - 365`,
      [TODAY],
    );
    expect(mgd).toBeGreaterThan(100);
    expect(mgd).toBeLessThan(200);
    expect(summary.averageMgdLastYear).toBeCloseTo(mgd, 2);
  });

  it('places wells inside the district at depths of their sand', async () => {
    const wells = await database.query<{
      latitude: number;
      longitude: number;
      depth: number;
      aquifer: string;
    }>(
      `select w.latitude, w.longitude, w.well_depth::float8 as depth, a.aquifer_id as aquifer
        from wells w join aquifers a on a.id = w.aquifer_id`,
    );
    for (const well of wells) {
      expect(well.latitude).toBeGreaterThanOrEqual(DISTRICT_BOX.south);
      expect(well.latitude).toBeLessThanOrEqual(DISTRICT_BOX.north);
      expect(well.longitude).toBeGreaterThanOrEqual(DISTRICT_BOX.west);
      expect(well.longitude).toBeLessThanOrEqual(DISTRICT_BOX.east);
      const sand = AQUIFERS.find((aquifer) => aquifer.aquiferId === well.aquifer);
      expect(well.depth).toBeGreaterThanOrEqual(sand?.minDepth ?? Infinity);
      expect(well.depth).toBeLessThanOrEqual(sand?.maxDepth ?? -Infinity);
    }
  });

  it('concentrates industrial wells in the North Baton Rouge industrial corridor', async () => {
    const { share } = await one<{ share: number }>(
      database,
      `select avg((latitude between $1 and $2 and longitude between $3 and $4)::int)::float8 as share
        from wells w join well_uses u on u.id = w.well_use_id where u.well_use_id in ('IND', 'INDC')`,
      [
        INDUSTRIAL_CORRIDOR.south,
        INDUSTRIAL_CORRIDOR.north,
        INDUSTRIAL_CORRIDOR.west,
        INDUSTRIAL_CORRIDOR.east,
      ],
    );
    expect(share).toBeGreaterThan(0.5);
  });

  it('marks some wells exempt, some inactive and about 40% metered', async () => {
    const shares = await one<Record<string, number>>(
      database,
      `select avg((flag is not distinct from 'E')::int)::float8 as exempt, avg((not is_active)::int)::float8 as inactive,
        avg((meter_type is not null)::int)::float8 as metered,
        count(*) filter (where is_active <> (well_status = 'Active'))::int as inconsistent,
        count(*) filter (where not is_active and inactive_date_time >= '${FIRST_DAY}')::int as inactive_late,
        count(*) filter (where well_number !~ '^[A-Z]{2}-[0-9]+$' or identification_number !~ '^[0-9]{15}$')::int
          as malformed
        from wells`,
    );
    expect(shares.exempt).toBeGreaterThan(0.04);
    expect(shares.exempt).toBeLessThan(0.15);
    expect(shares.inactive).toBeGreaterThan(0.02);
    expect(shares.metered).toBeGreaterThan(0.3);
    expect(shares.metered).toBeLessThan(0.55);
    expect(shares.inconsistent).toBe(0);
    expect(shares.inactive_late).toBe(0);
    expect(shares.malformed).toBe(0);
  });

  it('creates the demo logins with their roles and clients', async () => {
    const rows = await database.query<{ email: string; hash: string; roles: string[]; clients: number[] }>(
      `select u.email, u.password_hash as hash,
        array(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
        array(select cu.client_id from client_users cu where cu.user_id = u.id) as clients
        from users u where u.email = any($1::text[])`,
      [DEMO_LOGINS.map((login) => login.email)],
    );
    const firstClient = await one<{ id: number }>(database, 'select min(id) as id from clients');
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    for (const login of DEMO_LOGINS) expect(byEmail.get(login.email)?.roles).toEqual([login.role]);
    expect(byEmail.get('admin@demo.test')?.clients).toEqual([]);
    expect(byEmail.get('researcher@demo.test')?.clients).toEqual([]);
    expect(byEmail.get('owner@demo.test')?.clients).toEqual([firstClient.id]);
    expect(byEmail.get('user@demo.test')?.clients).toEqual([firstClient.id]);
    const [secondClient] = byEmail.get('owner2@demo.test')?.clients ?? [];
    expect(secondClient).toBeDefined();
    expect(secondClient).not.toBe(firstClient.id);
    expect(await verifyPassword(byEmail.get('owner@demo.test')?.hash ?? '', DEMO_PASSWORD)).toBe(true);

    const firstClientWells = await one<{ count: number }>(
      database,
      'select count(*)::int as count from wells where client_id = $1',
      [firstClient.id],
    );
    expect(firstClientWells.count).toBeGreaterThanOrEqual(10);
    const inactiveUsers = await one<{ count: number }>(
      database,
      'select count(*)::int as count from users where not is_active',
    );
    expect(inactiveUsers.count).toBe(1);
  });

  it('bills the last three quarters so that every state of an invoice can be seen today', async () => {
    const stored = await database.db.select().from(invoices).orderBy(invoices.id);
    const credits = await database.db.select().from(adjustments);
    const creditsOf = (invoiceId: number) =>
      credits.filter((credit) => credit.invoiceId === invoiceId).map((credit) => credit.valueCents);
    const stateOf = (invoice: (typeof stored)[number]) =>
      invoiceAmountsOn(invoice, creditsOf(invoice.id), TODAY).state.kind;
    expect([...new Set(stored.map((invoice) => `${invoice.year} Q${invoice.quarter}`))].sort()).toEqual([
      '2025 Q3',
      '2025 Q4',
      '2026 Q1',
    ]);
    const states = new Set(stored.map(stateOf));
    for (const kind of ['paid', 'overdue', 'grace']) expect(states).toContain(kind);
    expect(stored.some((invoice) => !invoice.isVisible)).toBe(true);
    expect(credits.length).toBeGreaterThan(0);

    const ownerClient = await one<{ id: number }>(database, 'select min(id) as id from clients');
    const owners = stored.filter((invoice) => invoice.clientId === ownerClient.id && invoice.isVisible);
    expect(owners.map(stateOf).sort()).toEqual(['grace', 'overdue', 'paid']);
    const paid = stored.filter((invoice) => invoice.hasPaid);
    const receipts = await database.db.select().from(payments);
    expect(receipts.map((payment) => payment.invoiceId).sort((a, b) => a - b)).toEqual(
      paid.map((invoice) => invoice.id),
    );
    expect(paid.every((invoice) => invoice.paymentDate && invoice.paymentType)).toBe(true);
    const [profile] = await database.db.select().from(districtProfile);
    expect(profile?.remitTo).toContain('PO Box');
  });

  it("keeps a meter register, two of the demo owner's wells reporting by readings and one reading held", async () => {
    const register = await one<{ meters: number; installed: number; overdue: number; untested: number }>(
      database,
      `select count(*)::int as meters,
        (select count(*)::int from meter_installations where removed_on is null) as installed,
        count(*) filter (where last_tested_on < $1::date - interval '3 years')::int as overdue,
        count(*) filter (where last_tested_on is null)::int as untested
        from meters`,
      [TODAY],
    );
    expect(register).toEqual({ meters: 7, installed: 3, overdue: 3, untested: 1 });
    const readings = await database.query<{ client: string; state: string; count: number; gallons: number }>(
      `select c.name as client, r.state, count(*)::int as count, sum(r.volume_gallons)::float8 as gallons
        from meter_readings r join wells w on w.id = r.well_id join clients c on c.id = w.client_id
        group by c.name, r.state order by c.name, r.state`,
    );
    expect(readings.map(({ client, state, count }) => [client, state, count])).toEqual([
      ['Red Stick Water Company', 'accepted', 3],
      ['Scotlandville Refining Company', 'accepted', 2],
      ['Scotlandville Refining Company', 'pending', 1],
    ]);
    // Accepted readings' volumes are the pumpage of their days, which no upload fills any more.
    const fromReadings = await one<{ gallons: number; uploaded: number }>(
      database,
      `select (sum(pumpage) filter (where source = 'reading') * 1000)::float8 as gallons,
        count(*) filter (where source = 'file' and date > '2026-04-01'
          and well_id in (select well_id from meter_installations))::int as uploaded
        from daily_pumpage`,
    );
    const accepted = readings
      .filter((row) => row.state === 'accepted')
      .reduce((sum, row) => sum + row.gallons, 0);
    expect(fromReadings).toEqual({ gallons: accepted, uploaded: 0 });
  });

  it('keeps a monthly reporting calendar, with late reporters and a reading still to make', async () => {
    const { rows } = await findMissingReports(
      database.db,
      { sort: 'well', direction: 'asc' },
      { today: TODAY, timeZone: 'America/Chicago' },
    );
    const periodsByClient = new Map<string, Set<string>>();
    for (const row of rows) {
      periodsByClient.set(
        row.clientName,
        (periodsByClient.get(row.clientName) ?? new Set()).add(row.periodKey),
      );
    }
    expect(
      Object.fromEntries([...periodsByClient].map(([client, keys]) => [client, [...keys].sort()])),
    ).toEqual({
      'City of Baker Waterworks': ['2026-04', '2026-05'],
      'Istrouma Elastomers Company': ['2026-05'],
      'Red Stick Water Company': ['2026-05'],
    });
    expect(rows.filter((row) => row.clientName === 'Red Stick Water Company')).toEqual([
      expect.objectContaining({ reportsBy: 'meter', status: 'due', dueOn: '2026-06-30' }),
    ]);
    expect(rows.find((row) => row.periodKey === '2026-04')?.status).toBe('overdue');
  });

  it('gives permits to wells under, near and over their volumes, the demo owner near and over', async () => {
    const { rows } = await permitStandings(database.db, TODAY, {});
    const statuses = new Set(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(expect.arrayContaining(['near', 'over', 'under']));
    expect(rows.filter((row) => row.status === 'under').length).toBeGreaterThan(rows.length / 2);
    const owners = rows.filter((row) => row.clientName === 'Red Stick Water Company');
    expect(owners.map((row) => row.status)).toEqual(expect.arrayContaining(['near', 'over']));
  });

  it('refuses a database that is not empty', async () => {
    await expect(seedDemoDistrict(database, { today: TODAY })).rejects.toThrow(/not empty|already/);
    expect((await one<{ count: number }>(database, 'select count(*)::int as count from clients')).count).toBe(
      summary.clients,
    );
  });

  it('produces the same district from the same inputs', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemoDistrict(other, { today: TODAY });
      const fingerprint = (db: Database) =>
        one<Record<string, string>>(
          db,
          `select (select md5(string_agg(w::text, '|' order by w.id)) from wells w) as wells,
            (select md5(string_agg(c::text, '|' order by c.id)) from clients c) as clients,
            (select sum(pumpage)::text from daily_pumpage) as daily,
            (select sum(pumpage)::text from hourly_pumpage) as hourly`,
        );
      expect(await fingerprint(other)).toEqual(await fingerprint(database));
    } finally {
      await other.close();
    }
  }, 180_000);
});
