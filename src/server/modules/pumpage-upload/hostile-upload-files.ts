/** Hostile upload files (oversized, zip bombs, unclosed quotes), for tests and the pumpage benchmark. */
import { zipFiles } from '../../zip';

/** The CSV with one quote left open: `bytes` of good lines after it. */
export function unclosedQuoteCsv(goodCsv: string, bytes: number): string {
  return `WellNumber,Date,Pumpage\n"${goodCsv.slice(goodCsv.indexOf('\n') + 1, bytes)}`;
}

/** The CSV without a line break. */
export function oneLineCsv(bytes: number): string {
  return 'x'.repeat(bytes);
}

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The workbook: a header row and `strings` empty shared strings, under a megabyte zipped. */
export function sharedStringsBombXlsx(strings: number): Buffer {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  const sharedStrings = Buffer.concat([
    xml(`<sst xmlns="${SPREADSHEET_NS}" count="${strings}" uniqueCount="${strings}">`),
    Buffer.from('<si><t></t></si>'.repeat(strings)),
    Buffer.from('</sst>'),
  ]);
  return zipFiles(
    {
      'xl/workbook.xml': xml(
        `<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${RELATIONSHIP_NS}"><sheets><sheet name="P" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${RELATIONSHIP_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/sharedStrings.xml': sharedStrings,
      'xl/worksheets/sheet1.xml': xml(
        `<worksheet xmlns="${SPREADSHEET_NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
      ),
    },
    9,
  );
}
