import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx, columnLetters, xmlText } from './xlsx-sheet';

describe('xmlText', () => {
  it.each([
    ['plain', 'plain'],
    ['A & B <co> "q"', 'A &amp; B &lt;co&gt; &quot;q&quot;'],
    // A carriage return would become a line feed when read: written as a reference, it stays.
    ['one\r\ntwo\tthree', 'one&#13;\ntwo\tthree'],
    // XML 1.0 cannot hold other control characters or unpaired surrogates at all.
    ['bell\u0007 and \u001F', 'bell\uFFFD and \uFFFD'],
    ['lone \uD800 high, lone \uDC00 low', 'lone \uFFFD high, lone \uFFFD low'],
    ['paired \uD83D\uDCA7 drop', 'paired \uD83D\uDCA7 drop'],
  ])('%j', (text, xml) => {
    expect(xmlText(text)).toBe(xml);
  });
});

describe('columnLetters', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [703, 'AAA'],
  ])('%i is %s', (column, letters) => {
    expect(columnLetters(column)).toBe(letters);
  });
});

describe('buildXlsx', () => {
  it('writes a sheet a spreadsheet reads back: values, styles, widths, frozen panes and filter', async () => {
    const bytes = buildXlsx({
      name: "Owner's wells",
      created: new Date('2026-11-26T00:00:00Z'),
      widths: [12, 30, 14],
      frozen: { columns: 1, rows: 1 },
      filterHeader: true,
      styles: [
        { bold: true },
        { numFmt: '#,##0.000', fill: 'FFFFC7CE', color: 'FF9C0006' },
        { numFmt: '0.0', italic: true, topBorder: true },
      ],
      rows: [
        [
          { value: 'Well', style: 0 },
          { value: 'Note', style: 0 },
          { value: 'kgal', style: 0 },
        ],
        [{ value: 'EB-1' }, { value: 'A & B\r\n<two> lines 💧' }, { value: 1234.5, style: 1 }],
        [{ value: 'EB-2' }, { value: null }, { value: 0, style: 2 }],
        [{ value: "'=cmd" }, { value: null, style: 2 }, { value: -0.125 }],
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.created.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    const sheet = workbook.getWorksheet("Owner's wells");
    if (!sheet) throw new Error('no sheet');
    const values = [1, 2, 3, 4].map((row) =>
      [1, 2, 3].map((column) => sheet.getRow(row).getCell(column).value),
    );
    expect(values).toEqual([
      ['Well', 'Note', 'kgal'],
      ['EB-1', 'A & B\r\n<two> lines 💧', 1234.5],
      ['EB-2', null, 0],
      ["'=cmd", null, -0.125],
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.000');
    expect(sheet.getCell('C2').fill).toEqual({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFFC7CE' },
    });
    expect(sheet.getCell('C2').font?.color).toEqual({ argb: 'FF9C0006' });
    expect(sheet.getCell('C3').numFmt).toBe('0.0');
    expect(sheet.getCell('C3').font?.italic).toBe(true);
    expect(sheet.getCell('B4').border?.top?.style).toBe('thin');
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1, topLeftCell: 'B2' });
    expect(sheet.autoFilter).toBe('A1:C1');
  });
});
