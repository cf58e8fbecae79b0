import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, readCsvRows, type CsvLimits, type FileRow } from './csv-rows';

async function rowsOf(chunks: (string | Buffer)[], limits?: CsvLimits): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  for await (const batch of readCsvRows(stream, limits)) rows.push(...batch);
  return rows;
}

async function refusal(chunks: (string | Buffer)[], limits?: CsvLimits): Promise<CsvSyntaxError> {
  const error = await rowsOf(chunks, limits).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CsvSyntaxError);
  return error as CsvSyntaxError;
}

describe('readCsvRows', () => {
  it.each<[string, string[], FileRow[]]>([
    [
      'plain lines',
      ['a,b,c\n1,2,3\n'],
      [
        { line: 1, cells: ['a', 'b', 'c'] },
        { line: 2, cells: ['1', '2', '3'] },
      ],
    ],
    [
      'no final line break',
      ['a,b\n1,2'],
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
      ],
    ],
    [
      'CRLF line ends and trimmed cells',
      ['a , b\r\n 1,2 \r\n'],
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
      ],
    ],
    [
      'blank lines skipped, line numbers kept',
      ['a\n\n  \nb\n'],
      [
        { line: 1, cells: ['a'] },
        { line: 4, cells: ['b'] },
      ],
    ],
    ['empty cells', ['a,,c,\n'], [{ line: 1, cells: ['a', '', 'c', ''] }]],
    [
      'quoted cells with commas and doubled quotes',
      ['"EB-1, north","say ""hi""",3\n'],
      [{ line: 1, cells: ['EB-1, north', 'say "hi"', '3'] }],
    ],
    [
      'a quoted line break keeps the first line number',
      ['x\n"two\nlines",1\ny\n'],
      [
        { line: 1, cells: ['x'] },
        { line: 2, cells: ['two\nlines', '1'] },
        { line: 4, cells: ['y'] },
      ],
    ],
    [
      'a record split across chunks',
      ['WellNu', 'mber,Da', 'te\nEB-1,2024-', '01-01\n'],
      [
        { line: 1, cells: ['WellNumber', 'Date'] },
        { line: 2, cells: ['EB-1', '2024-01-01'] },
      ],
    ],
    ['a byte-order mark', ['\uFEFFa,b\n'], [{ line: 1, cells: ['a', 'b'] }]],
  ])('reads %s', async (_case, chunks, expected) => {
    expect(await rowsOf(chunks)).toEqual(expected);
  });

  it('joins a character split across chunks', async () => {
    const bytes = Buffer.from('café,1\n');
    const rows: FileRow[] = [];
    const stream = Readable.from([bytes.subarray(0, 4), bytes.subarray(4)]);
    for await (const batch of readCsvRows(stream)) rows.push(...batch);
    expect(rows).toEqual([{ line: 1, cells: ['café', '1'] }]);
  });

  it.each([
    ['an unclosed quote', 'a\n"b,1\nc\n', 2],
    ['text after a closing quote', 'a\n"b"x,1\n', 2],
    ['a quote inside an unquoted cell', 'a\nb"c,1\n', 2],
  ])('refuses %s with its line', async (_case, text, line) => {
    expect((await refusal([text])).line).toBe(line);
  });
});

describe('readCsvRows limits', () => {
  const limits: CsvLimits = { maxRecordChars: 100, maxFields: 5 };
  const tooLong =
    'Line 2: the record is longer than 100 characters (a missing line break or an unclosed quote?).';

  it('refuses a line longer than the limit, even without a line break, by its line', async () => {
    const chunks = ['a,b\n', ...Array.from({ length: 50 }, () => 'x'.repeat(10))];
    expect((await refusal(chunks, limits)).message).toBe(tooLong);
  });

  it('refuses a complete line longer than the limit', async () => {
    expect((await refusal([`a\n${'x'.repeat(101)}\nb\n`], limits)).message).toBe(tooLong);
  });

  it('refuses an unclosed quote once the record outgrows the limit, at the line it opened', async () => {
    const chunks = ['a\n"open,1\n', ...Array.from({ length: 50 }, () => 'more text\n')];
    expect((await refusal(chunks, limits)).message).toBe(tooLong);
  });

  it('refuses an unclosed quote shorter than the limit at the end, at the line it opened', async () => {
    expect((await refusal(['a\nb\n"open,1\nc\n'], limits)).message).toBe(
      'Line 3: the file could not be read as CSV.',
    );
  });

  it.each([
    ['plain', 'a\n1,2,3,4,5,6\n'],
    ['quoted', 'a\n"1",2,3,4,5,6\n'],
  ])('refuses a %s record with more values than the limit', async (_case, text) => {
    expect((await refusal([text], limits)).message).toBe('Line 2: the record has more than 5 values.');
  });

  it('accepts records at the limits', async () => {
    const atLimit = `"${'x'.repeat(48)}",${'y'.repeat(48)}\n`;
    expect(atLimit.length - 1).toBeLessThanOrEqual(100);
    expect(await rowsOf([atLimit, '1,2,3,4,5\n'], limits)).toEqual([
      { line: 1, cells: ['x'.repeat(48), 'y'.repeat(48)] },
      { line: 2, cells: ['1', '2', '3', '4', '5'] },
    ]);
  });
});

/** A generated cell: bare text, or quoted text that may hold quotes, commas and line breaks. */
const bareCell = fc.stringMatching(/^[a-zé水 .-]{0,6}$/).map((text) => ({ text, lineBreaks: 0 }));
const quotedCell = fc
  .tuple(
    fc.array(fc.constantFrom('a', 'é', '水', ' ', ',', '"', '\n', '\r\n', '-'), { maxLength: 8 }),
    fc.constantFrom('', ' ', '\t'),
  )
  .map(([parts, padding]) => ({
    text: `${padding}"${parts.join('').replaceAll('"', '""')}"${padding}`,
    lineBreaks: parts.filter((part) => part.endsWith('\n')).length,
  }));
const record = fc
  .array(fc.oneof(bareCell, quotedCell), { minLength: 1, maxLength: 5 })
  // A record of one empty bare cell is a blank line, which the reader skips on purpose.
  .filter((cells) => cells.length > 1 || (cells[0]?.text.trim() ?? '') !== '');
const csvFile = fc.record({
  records: fc.array(record, { minLength: 1, maxLength: 12 }),
  lineEnd: fc.constantFrom('\n', '\r\n'),
  bom: fc.boolean(),
  finalLineEnd: fc.boolean(),
  cuts: fc.array(fc.nat(), { maxLength: 6 }),
});

/** The file's bytes cut at the given places, so records and characters are split across chunks. */
function cutInto(bytes: Buffer, cuts: number[]): Buffer[] {
  const places = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  return [...places, bytes.length].map((end, index) => bytes.subarray(places[index - 1] ?? 0, end));
}

describe('readCsvRows against csv-parse', () => {
  it('reads generated CSV (quotes, escaped quotes, CRLF, BOM, any chunking) as csv-parse does', async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, async ({ records, lineEnd, bom, finalLineEnd, cuts }) => {
        const lines = records.map((cells) => cells.map((cell) => cell.text).join(','));
        const text = `${bom ? '\uFEFF' : ''}${lines.join(lineEnd)}${finalLineEnd ? lineEnd : ''}`;
        const expected = (
          parse(text, {
            bom: true,
            trim: true,
            relax_column_count: true,
            skip_empty_lines: true,
          }) as string[][]
        ).map((cells) => cells.map((cell) => cell.trim()));
        let line = 1;
        const expectedLines = records.map((cells) => {
          const first = line;
          line += 1 + cells.reduce((breaks, cell) => breaks + cell.lineBreaks, 0);
          return first;
        });
        const rows = await rowsOf(cutInto(Buffer.from(text), cuts));
        expect(rows.map((row) => row.cells)).toEqual(expected);
        expect(rows.map((row) => row.line)).toEqual(expectedLines);
      }),
      { numRuns: 300 },
    );
  });
});
