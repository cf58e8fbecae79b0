import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complianceCell,
  complianceColumns,
  QUARTER_REQUIRED_MESSAGE,
  type ComplianceReport,
} from '../../../shared/contracts/compliance-report';
import { neutraliseFormula } from '../../../shared/rules/spreadsheet-cells';
import {
  CURRENT_YEAR,
  openComplianceFixture,
  reportOf,
  YEAR,
  type CallerName,
  type ComplianceFixture,
} from '../../test/factories/compliance-report';
import { clients, wells } from '../../db/schema';
import { insertClient } from '../../test/factories/people';
import { insertWell } from '../../test/factories/wells';
import { KGAL_FORMAT, MISSING_FILL, XLSX_CONTENT_TYPE } from './compliance-workbook';

let fixture: ComplianceFixture;
beforeAll(async () => {
  fixture = await openComplianceFixture();
});
afterAll(() => fixture.t.close());

function download(query: string, who: CallerName | null = 'admin') {
  return fixture.t.app.inject({
    method: 'GET',
    url: `/api/DownloadComplianceReport?${query}`,
    headers: who ? { authorization: `Bearer ${fixture.tokens[who]}` } : {},
  });
}

async function sheetOf(query: string): Promise<ExcelJS.Worksheet> {
  const response = await download(query);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number): ExcelJS.CellValue[] {
  const values = sheet.getRow(rowNumber).values;
  return Array.isArray(values) ? values.slice(1) : [];
}

/**
 * The sheet must say what the JSON call says, cell by cell (text through the exports' formula rule),
 * and add the totals.
 */
function expectSheetMatches(sheet: ExcelJS.Worksheet, report: ComplianceReport) {
  const columns = complianceColumns(report);
  expect(rowValues(sheet, 1)).toEqual(['Well Number', 'Client', 'Aquifer', ...columns.map((c) => c.label)]);
  expect(sheet.rowCount).toBe(report.data.length + 2);
  const totals = columns.map(() => 0);
  report.data.forEach((row, rowIndex) => {
    const line = sheet.getRow(rowIndex + 2);
    expect(rowValues(sheet, rowIndex + 2).slice(0, 3)).toEqual(
      [row.wellNumber, row.client ?? '', row.aquifer ?? ''].map((text) => neutraliseFormula(text)),
    );
    columns.forEach((column, index) => {
      const cell = line.getCell(4 + index);
      const content = complianceCell(row.pumpage[column.yearIndex], column.quarter, report.asOf);
      expect(cell.numFmt).toBe(KGAL_FORMAT);
      if (content.status === 'missing') {
        expect(cell.value).toBe('Missing');
        expect(cell.fill).toEqual(MISSING_FILL);
      } else {
        expect(cell.value).toBe(content.pumpage ?? 'Not due');
        totals[index] = (totals[index] ?? 0) + (content.pumpage ?? 0);
      }
    });
  });
  const totalRow = sheet.getRow(report.data.length + 2);
  expect(totalRow.getCell(1).value).toBe('Total');
  expect(totalRow.getCell(1).font?.bold).toBe(true);
  columns.forEach((_, index) => {
    const cell = totalRow.getCell(4 + index);
    expect(cell.numFmt).toBe(KGAL_FORMAT);
    expect(cell.value).toBeCloseTo(totals[index] ?? 0, 6);
  });
}

describe('GET DownloadComplianceReport', () => {
  it('answers ComplianceReport_{year}.xlsx with the rows of the JSON call, missing cells marked, and totals', async () => {
    const response = await download(`year=${YEAR}&quarterString=1,3`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ComplianceReport_${YEAR}.xlsx"`,
    );

    const sheet = await sheetOf(`year=${YEAR}&quarterString=1,3`);
    const report = await reportOf(fixture, { year: YEAR, quarters: [1, 3] });
    expect(report.data).toHaveLength(3);
    expectSheetMatches(sheet, report);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    // A reported zero is a number, never 'Missing'; no report at all is 'Missing', never zero.
    const zero = await sheetOf(`year=${YEAR}&quarterString=2&wellNumber=EB-101`);
    expect(zero.getRow(2).getCell(6).value).toBe(0);
    expect(zero.getRow(2).getCell(4).value).toBe('Missing');
    expect(zero.getRow(3).getCell(6).value).toBe(0);
  });

  it('applies the screen filters given as query values, comma lists or repeated keys', async () => {
    const { clientA, clientB } = fixture.matrix;
    const filtered = await sheetOf(
      `year=${YEAR}&quarterString=4&clientId=${clientA.id}&aquiferId=${fixture.refs.sand400.id}`,
    );
    expectSheetMatches(
      filtered,
      await reportOf(fixture, {
        year: YEAR,
        quarters: [4],
        clientId: [clientA.id],
        aquiferId: [fixture.refs.sand400.id],
      }),
    );
    expect(rowValues(filtered, 2)[0]).toBe('EB-101');
    const repeated = await sheetOf(
      `year=${YEAR}&quarterString=1&clientId=${clientA.id}&clientId=${clientB.id}`,
    );
    expect(repeated.rowCount).toBe(5);
    const thisYear = await sheetOf(`year=${CURRENT_YEAR}&quarterString=1,2,3,4`);
    expectSheetMatches(thisYear, await reportOf(fixture, { year: CURRENT_YEAR, quarters: [1, 2, 3, 4] }));
    const byNumber = await sheetOf(`year=${YEAR}&quarterString=1,2,3,4&wellNumber=wb`);
    expectSheetMatches(
      byNumber,
      await reportOf(fixture, { year: YEAR, quarters: [1, 2, 3, 4], wellNumber: 'wb' }),
    );
  });

  it.each([
    ['', 'year', 'Year is required'],
    [`year=${YEAR}`, 'quarterString', QUARTER_REQUIRED_MESSAGE],
    [`year=${YEAR}&quarterString=`, 'quarterString', QUARTER_REQUIRED_MESSAGE],
    [`year=${YEAR}&quarterString=1,5`, 'quarterString', 'Quarters are 1 to 4'],
    [`year=${YEAR}&quarterString=1&clientId=a`, 'clientId', 'Client ids are numbers'],
  ])('refuses "%s" with the field message', async (query, field, message) => {
    const response = await download(query);
    expect(response.statusCode).toBe(400);
    const errors = Object.entries(response.json<{ errors: Record<string, string> }>().errors);
    expect(errors.find(([key]) => key.split('.')[0] === field)?.[1]).toBe(message);
  });

  it('is for staff only', async () => {
    const query = `year=${YEAR}&quarterString=1`;
    expect((await download(query, 'owner')).statusCode).toBe(403);
    expect((await download(query, null)).statusCode).toBe(401);
    expect((await download(query, 'researcher')).statusCode).toBe(200);
  });

  it('lists the wells in the screen’s natural order: EB-99 before EB-101', async () => {
    const { db } = fixture.t.database;
    const extra = await insertWell(db, { wellNumber: 'EB-99', clientId: fixture.matrix.clientA.id });
    // The other tests count the fixture's wells: the extra one goes again, whatever happens here.
    try {
      const sheet = await sheetOf(`year=${YEAR}&quarterString=1`);
      const wellNumbers = [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(1).value);
      expect(wellNumbers).toEqual(['EB-99', 'EB-101', 'EB-102', 'WB-301']);
    } finally {
      await db.delete(wells).where(eq(wells.id, extra.id));
    }
  });

  it.each([
    ['a full-width sign', '＝HYPERLINK("http://x")'],
    ['a leading line feed', '\n=1+1'],
    ['a leading space', ' @SUM(A1)'],
    ['an ASCII sign', '=HYPERLINK("http://x")'],
  ])('writes a client name with %s as text behind an apostrophe, never a formula', async (_, name) => {
    const { db } = fixture.t.database;
    // An owner may name its own client so; the other tests count the fixture's rows, so the client
    // and its well go again, whatever happens here.
    const client = await insertClient(db, { name });
    const well = await insertWell(db, { wellNumber: 'ZZ-1', clientId: client.id });
    try {
      const sheet = await sheetOf(`year=${YEAR}&quarterString=1&clientId=${client.id}`);
      expect(sheet.rowCount).toBe(3);
      const cell = sheet.getRow(2).getCell(2);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.value).toBe(`'${name}`);
      expect(sheet.getRow(2).getCell(1).value).toBe('ZZ-1');
    } finally {
      await db.delete(wells).where(eq(wells.id, well.id));
      await db.delete(clients).where(eq(clients.id, client.id));
    }
  });
});
