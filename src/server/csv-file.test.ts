import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { safeSpreadsheetValue } from '../shared/rules/spreadsheet-cells';
import { csvFileBytes, type CsvCell } from './csv-file';

/** What the exports wrote before, through csv-stringify: the same bytes are expected. */
function throughLibrary(records: CsvCell[][]): Buffer {
  return Buffer.from(
    stringify(
      records.map((record) => record.map((cell) => safeSpreadsheetValue(cell ?? ''))),
      { bom: true },
    ),
    'utf8',
  );
}

describe('csvFileBytes', () => {
  it.each<[string, CsvCell[][]]>([
    [
      'plain text and numbers',
      [
        ['Well', 'Used (MG)'],
        ['EB-1000', 12.345678],
        ['EB-792', 0],
      ],
    ],
    ['nothing as an empty cell', [['a', null, 'c']]],
    ['a comma', [['Baton Rouge, LA']]],
    ['quotes', [['the "Fault" well', '"']]],
    ['line breaks', [['one\ntwo', 'one\r\ntwo', 'carriage\rreturn']]],
    ['a formula', [['=HYPERLINK("x")', '+1', '-2 wells', '@SUM(A1)']]],
    ['negative and large numbers', [[-12.5, 1e21, 0.1 + 0.2]]],
    ['unicode', [['Lac Cataouatche – ½ mile', '井']]],
    ['leading and trailing spaces', [['  padded  ']]],
    ['no records', []],
  ])('%s: the same bytes as csv-stringify', (_, records) => {
    expect(csvFileBytes(records).equals(throughLibrary(records))).toBe(true);
  });

  it('starts with a byte-order mark and ends each record with a line feed', () => {
    expect(
      csvFileBytes([
        ['a', 1],
        ['b', 2],
      ]).toString('utf8'),
    ).toBe('\uFEFFa,1\nb,2\n');
  });
});
