import { parse } from 'csv-parse/browser/esm/sync';
import { describe, expect, it } from 'vitest';
import { wellRow } from '../../test/factories/wells';
import { wellsCsv } from './wells-csv';

/** The CSV's records as a spreadsheet's import reads them, header first. */
async function recordsOf(text: Promise<string>): Promise<string[][]> {
  return parse((await text).replace(/^\uFEFF/, '')) as string[][];
}

describe('the wells CSV', () => {
  it.each([
    ['a full-width sign', '＝HYPERLINK("http://x")'],
    ['a leading line feed', '\n=1+1'],
    ['a leading space', ' @SUM(A1)'],
    ['a leading carriage return', '\r+1'],
    ['an ASCII sign', '-2+3'],
    ['a small form', '﹫SUM(A1)'],
  ])('writes a client name with %s as text behind an apostrophe', async (_, clientName) => {
    const [header, record] = await recordsOf(wellsCsv([wellRow({ clientName })]));
    expect(record?.[header?.indexOf('Client') ?? -1]).toBe(`'${clientName}`);
  });

  it('leaves ordinary text, and numbers, negative ones too, as they are', async () => {
    const [header = [], record = []] = await recordsOf(
      wellsCsv([wellRow({ clientName: 'Smith - East', wellNumber: 'EB-101', longitude: -91.1875556 })]),
    );
    const cell = (name: string) => record[header.indexOf(name)];
    expect(cell('Client')).toBe('Smith - East');
    expect(cell('Well Number')).toBe('EB-101');
    expect(cell('Longitude')).toBe('-91.1875556');
    expect(cell('Depth (ft)')).toBe('420');
  });
});
