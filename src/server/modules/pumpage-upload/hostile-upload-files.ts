/** Hostile upload files (oversized, zip bombs, unclosed quotes), for tests and the pumpage benchmark. */
import { crc32, deflateRawSync } from 'node:zlib';

/** The CSV with one quote left open: `bytes` of good lines after it. */
export function unclosedQuoteCsv(goodCsv: string, bytes: number): string {
  return `WellNumber,Date,Pumpage\n"${goodCsv.slice(goodCsv.indexOf('\n') + 1, bytes)}`;
}

/** The CSV without a line break. */
export function oneLineCsv(bytes: number): string {
  return 'x'.repeat(bytes);
}

interface ZipPart {
  name: string;
  content: Buffer;
}

/** A zip of deflated parts: local headers, data, central directory, end record. */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const data = deflateRawSync(part.content, { level: 9 });
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(crc32(part.content), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(part.content.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
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
  return zipOf([
    {
      name: 'xl/workbook.xml',
      content: xml(
        `<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${RELATIONSHIP_NS}"><sheets><sheet name="P" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${RELATIONSHIP_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/sharedStrings.xml', content: sharedStrings },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: xml(
        `<worksheet xmlns="${SPREADSHEET_NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
      ),
    },
  ]);
}
