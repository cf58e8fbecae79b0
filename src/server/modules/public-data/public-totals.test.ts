import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSummary } from '../../../shared/contracts/public-data';
import { quarterOfMonth } from '../../../shared/rules/quarters';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { eachDay, insertDaily } from '../../test/factories/pumpage';
import { insertWell, insertWellReferences } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

/*
 * The published totals equal the billed ones: a district with billed, exempt and ownerless wells
 * pumps every day of last year; that year's four quarters are invoiced through the API as staff
 * invoice them; then each published quarter's billable pumpage is exactly what its invoices bill,
 * every kgal is exempt, billable or unassigned, and the year's rows add up to its quarters.
 */

const YEAR = Number(todayIn('America/Chicago').slice(0, 4)) - 1;

let t: TestApp;
let adminToken: string;
/** What each well pumped in each quarter, in thousandths of a kgal, counted here from the daily rows. */
const pumped: { exempt: boolean; owned: boolean; thousandths: number[] }[] = [];

/** kgal as whole thousandths, so sums of them are exact. */
const thousandths = (kgal: number) => Math.round(kgal * 1000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const matrix = await insertAccessMatrix(db);
  adminToken = await t.tokenFor({ userId: matrix.admin.id });
  const refs = await insertWellReferences(db);
  const refinery = await insertClient(db, { name: 'Totals Refining' });
  const city = await insertClient(db, { name: 'Totals Water System', isPublic: true });
  const industrial = {
    parishId: refs.eastBatonRouge.id,
    aquiferId: refs.sand400.id,
    wellUseId: refs.industrial.id,
  };
  const supply = {
    parishId: refs.westBatonRouge.id,
    aquiferId: refs.sand600.id,
    wellUseId: refs.publicSupply.id,
  };
  const plans: Parameters<typeof insertWell>[1][] = [
    { clientId: refinery.id, ...industrial },
    { clientId: refinery.id, ...industrial, flag: 'E' },
    { clientId: city.id, ...supply },
    { clientId: city.id, ...supply, isActive: false },
    { clientId: city.id, ...supply, flag: 'E', isRegistered: false },
    { clientId: null, ...industrial },
  ];
  const days = eachDay(`${YEAR}-01-01`, `${YEAR}-12-31`);
  for (const [index, plan] of plans.entries()) {
    const well = await insertWell(db, plan);
    // Values with thousandths and halves, different for each well and day.
    const rows = days.map((day, dayIndex): [string, number] => [
      day,
      ((dayIndex * 37 + index * 101) % 997) / 8 + (index + 1) * 0.001,
    ]);
    await insertDaily(db, well.id, rows);
    const byQuarter = [0, 0, 0, 0];
    for (const [day, kgal] of rows) {
      const quarter = quarterOfMonth(Number(day.slice(5, 7))) - 1;
      byQuarter[quarter] = (byQuarter[quarter] ?? 0) + thousandths(kgal);
    }
    pumped.push({ exempt: plan.flag === 'E', owned: plan.clientId !== null, thousandths: byQuarter });
  }
  for (const quarter of [1, 2, 3, 4]) {
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/Invoice/GenerateQuarterInvoices',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { year: YEAR, quarter },
    });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({ created: 2 });
  }
  const published = await t.app.inject({
    method: 'PUT',
    url: '/api/PublicData/UpdatePublicDataSettings',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { publishLanding: false, publishPumpage: true, publishWells: false },
  });
  expect(published.statusCode).toBe(200);
});
afterAll(() => t.close());

async function publishedPumpage() {
  const response = await t.app.inject({ method: 'GET', url: '/api/PublicData/GetSummary' });
  expect(response.statusCode).toBe(200);
  const { pumpage } = response.json<{ data: PublicSummary }>().data;
  if (!pumpage) throw new Error('pumpage is published');
  return {
    rows: pumpage.rows.filter((row) => row.year === YEAR),
    quarters: pumpage.quarters.filter((quarter) => quarter.year === YEAR),
  };
}

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the published totals', () => {
  it('publish for each quarter the billable pumpage its invoices bill, to the thousandth', async () => {
    const { quarters } = await publishedPumpage();
    expect(quarters.map((quarter) => quarter.quarter)).toEqual([1, 2, 3, 4]);
    for (const quarter of quarters) {
      expect(quarter.invoicedKgal).not.toBeNull();
      expect(quarter.billableKgal).toBe(quarter.invoicedKgal);
      expect(thousandths(quarter.totalKgal)).toBe(
        thousandths(quarter.exemptKgal) +
          thousandths(quarter.billableKgal) +
          thousandths(quarter.unassignedKgal),
      );
    }
  });

  it('publish what the wells pumped: exempt, billable and unassigned apart', async () => {
    const { quarters } = await publishedPumpage();
    const counted = (quarter: number, include: (well: (typeof pumped)[number]) => boolean) =>
      sumOf(pumped.filter(include).map((well) => well.thousandths[quarter - 1] ?? 0));
    expect(quarters.map((quarter) => quarter.exemptKgal).map(thousandths)).toEqual(
      [1, 2, 3, 4].map((quarter) => counted(quarter, (well) => well.exempt)),
    );
    expect(quarters.map((quarter) => quarter.billableKgal).map(thousandths)).toEqual(
      [1, 2, 3, 4].map((quarter) => counted(quarter, (well) => !well.exempt && well.owned)),
    );
    expect(quarters.map((quarter) => quarter.unassignedKgal).map(thousandths)).toEqual(
      [1, 2, 3, 4].map((quarter) => counted(quarter, (well) => !well.exempt && !well.owned)),
    );
    expect(sumOf(quarters.map((quarter) => quarter.unassignedKgal))).toBeGreaterThan(0);
  });

  it('add up: the year’s rows by parish, aquifer and use equal the sum of its quarters', async () => {
    const { rows, quarters } = await publishedPumpage();
    const rowTotal = sumOf(rows.map((row) => thousandths(row.kgal)));
    expect(rowTotal).toBe(sumOf(quarters.map((quarter) => thousandths(quarter.totalKgal))));
    expect(sumOf(rows.filter((row) => row.exempt).map((row) => thousandths(row.kgal)))).toBe(
      sumOf(quarters.map((quarter) => thousandths(quarter.exemptKgal))),
    );
    expect(sumOf(rows.map((row) => row.wells))).toBe(pumped.length);
  });
});
