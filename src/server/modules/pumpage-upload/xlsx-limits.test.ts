import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FileRow } from './csv-rows';
import { readXlsxRows } from './file-rows';
import { XLSX_LIMITS, XlsxLimitError, XmlPartGuard, worksheetCounter, type XlsxLimits } from './xlsx-limits';

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pumpage');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function rowsOf(file: Buffer, limits: Partial<XlsxLimits> = {}): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  for await (const batch of readXlsxRows(Readable.from([file]), { ...XLSX_LIMITS, ...limits }))
    rows.push(...batch);
  return rows;
}

async function refusal(file: Buffer, limits: Partial<XlsxLimits> = {}): Promise<Error> {
  const error = await rowsOf(file, limits).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

/** Overwrites the unzipped size the central directory gives `name`. */
function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at !== -1;) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      copy.writeUInt32LE(size, at + 24);
      return copy;
    }
    at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 46);
  }
  throw new Error(`no ${name} in the zip`);
}

const header = ['WellNumber', 'Date', 'Pumpage'];
const distinctRows = (count: number) =>
  Array.from({ length: count }, (_, index) => [`W-${index}`, `2024-01-01`, index]);

describe('readXlsxRows limits', () => {
  it('reads a workbook within the limits', async () => {
    const rows = await rowsOf(await workbookOf([header, ['W-1', new Date(Date.UTC(2024, 1, 2)), 4]]));
    expect(rows).toEqual([
      { line: 1, cells: header },
      { line: 2, cells: ['W-1', '2024-02-02', '4'] },
    ]);
  });

  it('refuses more shared strings than the limit while they stream', async () => {
    const error = await refusal(await workbookOf([header, ...distinctRows(20)]), { maxSharedStrings: 10 });
    expect(error).toBeInstanceOf(XlsxLimitError);
    expect(error.message).toBe('The workbook has more than 10 shared strings.');
  });

  it('refuses a part whose directory size is over the limit before inflating it', async () => {
    const error = await refusal(await workbookOf([header, ...distinctRows(20)]), {
      maxSharedStringsBytes: 100,
    });
    expect(error.message).toBe(
      'The workbook is too large unpacked: its part xl/sharedStrings.xml is larger than 100 bytes.',
    );
  });

  it('refuses a part that inflates to more than the directory says', async () => {
    const lying = withDeclaredSize(
      await workbookOf([header, ...distinctRows(20)]),
      'xl/sharedStrings.xml',
      50,
    );
    const error = await refusal(lying);
    expect(error).toBeInstanceOf(XlsxLimitError);
    expect(error.message).toBe(
      'The workbook is too large unpacked: its part xl/sharedStrings.xml is larger than 50 bytes.',
    );
  });

  it('refuses more rows than the limit', async () => {
    const error = await refusal(await workbookOf([header, ...distinctRows(10)]), { maxRows: 5 });
    expect(error.message).toBe('The worksheet has more than 5 rows.');
  });

  it('refuses more cells than the limit, and a row with more cells than the limit', async () => {
    const file = await workbookOf([header, ...distinctRows(10)]);
    expect((await refusal(file, { maxCells: 20 })).message).toBe('The worksheet has more than 20 cells.');
    const wide = await workbookOf([header, [1, 2, 3, 4, 5]]);
    expect((await refusal(wide, { maxCellsPerRow: 4 })).message).toBe(
      "The worksheet's row 2 (counting rows in the file) has more than 4 cells.",
    );
  });

  it('refuses by line a row reaching past the column limit, though it has one cell', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Pumpage').getCell('J3').value = 'far';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await refusal(file, { maxCellsPerRow: 4 })).message).toBe(
      'Line 3: the row has more than 4 columns.',
    );
  });
});

describe('XmlPartGuard', () => {
  async function guarded(chunks: string[], limits: Partial<XlsxLimits> = {}) {
    const guard = new XmlPartGuard({
      part: 'sheet.xml',
      maxBytes: 1024,
      limits: { ...XLSX_LIMITS, ...limits },
      counter: worksheetCounter({ ...XLSX_LIMITS, ...limits }),
    });
    let out = '';
    await pipeline(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), guard, async (source) => {
      for await (const chunk of source) out += String(chunk);
    });
    return out;
  }

  it('passes the part through unchanged, counting tags split across chunks', async () => {
    const chunks = ['<sheetData><ro', 'w r="1"><c', ' r="A1"/><c r="B1"/></row><r', 'ow/></sheetData>'];
    expect(await guarded(chunks)).toBe(chunks.join(''));
    await expect(guarded(chunks, { maxCells: 1 })).rejects.toThrow('more than 1 cells');
    await expect(guarded(chunks, { maxRows: 1 })).rejects.toThrow('more than 1 rows');
  });

  it('refuses a text longer than the limit, across chunks', async () => {
    await expect(
      guarded(['<v>', 'x'.repeat(60), 'x'.repeat(60), '</v>'], { maxTextBytes: 100 }),
    ).rejects.toThrow('holds a text longer than 100 bytes');
  });

  it('refuses CDATA, comments and DOCTYPE', async () => {
    await expect(guarded(['<v><![CDATA[x]]></v>'])).rejects.toThrow('XML declarations, comments or CDATA');
  });

  it('refuses more bytes than its part may have', async () => {
    await expect(guarded(['<v>', 'x'.repeat(600), '</v><v>', 'y'.repeat(600), '</v>'])).rejects.toThrow(
      'is larger than 1,024 bytes',
    );
  });
});
