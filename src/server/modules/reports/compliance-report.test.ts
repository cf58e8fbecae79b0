import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complianceCell,
  complianceRowSchema,
  QUARTER_REQUIRED_MESSAGE,
} from '../../../shared/contracts/compliance-report';
import { quarterOfMonth } from '../../../shared/rules/quarters';
import {
  CURRENT_YEAR,
  openComplianceFixture,
  postReport,
  reportOf,
  TODAY,
  YEAR,
  type ComplianceFixture,
} from '../../test/factories/compliance-report';

let fixture: ComplianceFixture;
beforeAll(async () => {
  fixture = await openComplianceFixture();
});
afterAll(() => fixture.t.close());

const ALL_QUARTERS = [1, 2, 3, 4];
const MISSING_YEAR = { q1: null, q2: null, q3: null, q4: null };

describe('POST GetComplianceReport: rows', () => {
  it('lists every active well by well number, with pumpage per quarter of the year and the two before', async () => {
    const report = await reportOf(fixture, { year: YEAR, quarters: ALL_QUARTERS });
    expect(report.years).toEqual([YEAR - 2, YEAR - 1, YEAR]);
    expect(report.quarters).toEqual(ALL_QUARTERS);
    expect(report.asOf).toBe(TODAY);
    expect(report.data.map((row) => row.wellNumber)).toEqual(['EB-101', 'EB-102', 'WB-301']);
    expect(report.data[0]).toEqual({
      wellId: fixture.wells.eb101.id,
      wellNumber: 'EB-101',
      client: 'Client A',
      aquifer: '400-Foot Sand',
      pumpage: [
        // The day before the three years (YEAR - 3, 31 December) does not count.
        { year: YEAR - 2, q1: null, q2: null, q3: null, q4: 7 },
        { year: YEAR - 1, q1: 20.25, q2: null, q3: null, q4: null },
        { year: YEAR, q1: 15, q2: 0, q3: null, q4: 201 },
      ],
    });
    for (const row of report.data) expect(complianceRowSchema.strict().safeParse(row).success).toBe(true);
  });

  it('keeps a well without any pumpage, every quarter missing, and tells a reported zero from missing', async () => {
    const report = await reportOf(fixture, { year: YEAR, quarters: ALL_QUARTERS });
    const [eb101, eb102] = report.data;
    expect(eb102?.pumpage).toEqual([YEAR - 2, YEAR - 1, YEAR].map((year) => ({ year, ...MISSING_YEAR })));
    const latest = eb101?.pumpage[2];
    expect(complianceCell(latest, 2, report.asOf)).toEqual({ status: 'reported', pumpage: 0 });
    expect(complianceCell(latest, 3, report.asOf)).toEqual({ status: 'missing' });
  });

  it('takes the spec’s field name `quarter`, and `quarters` as an alias', async () => {
    const spec = await postReport(fixture, { year: YEAR, quarter: [2, 3] });
    expect(spec.statusCode).toBe(200);
    expect(spec.json<{ quarters: number[] }>().quarters).toEqual([2, 3]);
    const alias = await postReport(fixture, { year: YEAR, quarters: [2, 3] });
    expect(alias.json<{ quarters: number[] }>().quarters).toEqual([2, 3]);
    const none = await postReport(fixture, { year: YEAR });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ errors: Record<string, string> }>().errors.quarter).toBe(QUARTER_REQUIRED_MESSAGE);
  });

  it('fills only the chosen quarters, once each, in order', async () => {
    const report = await reportOf(fixture, { year: YEAR, quarters: [4, 1, 4] });
    expect(report.quarters).toEqual([1, 4]);
    expect(report.data[0]?.pumpage).toEqual([
      { year: YEAR - 2, q1: null, q4: 7 },
      { year: YEAR - 1, q1: 20.25, q4: null },
      { year: YEAR, q1: 15, q4: 201 },
    ]);
    const third = await reportOf(fixture, { year: YEAR, quarters: [3] });
    expect(third.data.find((row) => row.wellNumber === 'WB-301')?.pumpage).toEqual([
      { year: YEAR - 2, q3: null },
      { year: YEAR - 1, q3: null },
      { year: YEAR, q3: 9 },
    ]);
  });

  it('treats quarters of the current year that are not over as not due, showing pumpage so far', async () => {
    const report = await reportOf(fixture, { year: CURRENT_YEAR, quarters: ALL_QUARTERS });
    expect(report.years).toEqual([CURRENT_YEAR - 2, CURRENT_YEAR - 1, CURRENT_YEAR]);
    const wb301 = report.data.find((row) => row.wellNumber === 'WB-301');
    const thisYear = wb301?.pumpage[2];
    const currentQuarter = quarterOfMonth(Number(TODAY.slice(5, 7)));
    expect(complianceCell(thisYear, currentQuarter, report.asOf)).toEqual({ status: 'notDue', pumpage: 3.5 });
    for (const quarter of [1, 2, 3, 4] as const) {
      const cell = complianceCell(thisYear, quarter, report.asOf);
      if (quarter < currentQuarter) expect(cell).toEqual({ status: 'missing' });
      if (quarter > currentQuarter) expect(cell).toEqual({ status: 'notDue', pumpage: null });
    }
    expect(wb301?.pumpage[1]).toEqual({ year: YEAR, q1: null, q2: null, q3: 9, q4: null });
  });
});

describe('POST GetComplianceReport: filters', () => {
  const wellNumbersOf = async (filter: Record<string, unknown>) =>
    (await reportOf(fixture, { year: YEAR, quarters: [1], ...filter })).data.map((row) => row.wellNumber);

  it('narrows by client, aquifer and part of the well number, in any combination', async () => {
    const { clientA, clientB } = fixture.matrix;
    const { sand400, sand600 } = fixture.refs;
    expect(await wellNumbersOf({ clientId: [clientB.id] })).toEqual(['WB-301']);
    expect(await wellNumbersOf({ clientId: [clientA.id, clientB.id] })).toEqual([
      'EB-101',
      'EB-102',
      'WB-301',
    ]);
    expect(await wellNumbersOf({ aquiferId: [sand600.id] })).toEqual(['EB-102']);
    expect(await wellNumbersOf({ aquiferId: [sand400.id], clientId: [clientA.id] })).toEqual(['EB-101']);
    expect(await wellNumbersOf({ wellNumber: ' eb-10 ' })).toEqual(['EB-101', 'EB-102']);
    expect(await wellNumbersOf({ wellNumber: '%' })).toEqual([]);
    expect(await wellNumbersOf({ wellNumber: '' })).toHaveLength(3);
  });
});

describe('POST GetComplianceReport: validation and access', () => {
  it.each([
    [{ year: YEAR, quarters: [] }, 'quarters', QUARTER_REQUIRED_MESSAGE],
    [{ year: YEAR }, 'quarter', QUARTER_REQUIRED_MESSAGE],
    [{ year: YEAR, quarter: [] }, 'quarter', QUARTER_REQUIRED_MESSAGE],
    [{ year: YEAR, quarters: [5] }, 'quarters.0', 'Quarters are 1 to 4'],
    [{ quarters: [1] }, 'year', 'Year is required'],
  ])('refuses %j with the field message', async (body, field, message) => {
    const response = await postReport(fixture, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { [field]: message } });
  });

  it('answers staff only: owners and users 403, anonymous 401, researchers see every client', async () => {
    const body = { year: YEAR, quarters: [1] };
    expect((await postReport(fixture, body, 'owner')).statusCode).toBe(403);
    expect((await postReport(fixture, body, 'user')).statusCode).toBe(403);
    expect((await postReport(fixture, body, null)).statusCode).toBe(401);
    const researcher = await postReport(fixture, body, 'researcher');
    expect(researcher.statusCode).toBe(200);
    expect(researcher.json().data).toHaveLength(3);
  });
});
