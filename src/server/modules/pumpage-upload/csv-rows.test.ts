import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, readCsvRows, type FileRow } from './csv-rows';

async function rowsOf(chunks: (string | Buffer)[]): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  for await (const batch of readCsvRows(Readable.from(chunks.map((chunk) => Buffer.from(chunk)))))
    rows.push(...batch);
  return rows;
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
    const error = await rowsOf([text]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as CsvSyntaxError).line).toBe(line);
  });
});
