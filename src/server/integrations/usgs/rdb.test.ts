import { describe, expect, it } from 'vitest';
import { readRdb } from './rdb';

/** Built from the RDB format the USGS groundwater-levels service published (site EB-1000). */
const LEVELS = [
  '# ---------------------------------- WARNING ----------------------------------------',
  '# Some of the data that you have obtained from this U.S. Geological Survey database may not',
  '# have received Director\u2019s approval.',
  '#',
  '# Data for the following 1 site(s) are contained in this file',
  '#    USGS 303251091115001 EB-1000',
  '#',
  'agency_cd\tsite_no\tsite_tp_cd\tlev_dt\tlev_tm\tlev_tz_cd\tlev_va\tsl_lev_va\tsl_datum_cd\tlev_method_cd\tlev_status_cd\tlev_agency_cd',
  '5s\t15s\t6s\t10d\t5d\t6s\t12s\t12s\t10s\t1s\t1s\t5s',
  'USGS\t303251091115001\tGW\t1977-03-15\t\tUTC\t150.20\t\t\tS\t1\tUSGS',
  'USGS\t303251091115001\tGW\t2024-06-04\t10:15\tUTC\t168.41\t\t\tS\t1\tUSGS',
  'USGS\t303251091115001\tGW\t2024-09-10\t09:40\tUTC\t\t\t\tS\tP\tUSGS',
  '',
].join('\n');

describe('readRdb', () => {
  it('reads the comment header, the names, the definitions and every row by name', () => {
    const result = readRdb(LEVELS);
    if (!result.ok) throw new Error(result.message);
    expect(result.table.columns).toContain('lev_va');
    expect(result.table.rows.map((row) => [row.line, row.values.lev_dt, row.values.lev_va])).toEqual([
      [10, '1977-03-15', '150.20'],
      [11, '2024-06-04', '168.41'],
      [12, '2024-09-10', ''],
    ]);
    expect(result.table.rows[2]?.values.lev_status_cd).toBe('P');
  });

  it('finds columns by name when they come in another order', () => {
    const swapped = LEVELS.split('\n')
      .map((line) => (line.startsWith('#') || line === '' ? line : line.split('\t').reverse().join('\t')))
      .join('\n');
    const result = readRdb(swapped);
    if (!result.ok) throw new Error(result.message);
    expect(result.table.rows.map((row) => row.values.lev_va)).toEqual(['150.20', '168.41', '']);
  });

  it('reads Windows line ends', () => {
    const result = readRdb(LEVELS.replaceAll('\n', '\r\n'));
    expect(result.ok && result.table.rows.length).toBe(3);
  });

  it.each([
    { name: 'no column names at all', text: '# only comments\n#\n', line: 3, message: /no column names/ },
    {
      name: 'a header that is not names',
      text: '# c\n2024-01-01\t150.2\n',
      line: 2,
      message: /must name the columns/,
    },
    {
      name: 'names without definitions',
      text: 'agency_cd\tsite_no\n',
      line: 2,
      message: /no column definitions/,
    },
    {
      name: 'a definition line that is not one',
      text: 'agency_cd\tsite_no\nUSGS\t303251091115001\n',
      line: 2,
      message: /define each column/,
    },
    {
      name: 'a column named twice',
      text: 'lev_va\tlev_va\n12s\t12s\n',
      line: 1,
      message: /lev_va is named twice/,
    },
    {
      name: 'a row with a missing value',
      text: 'agency_cd\tsite_no\tlev_va\n5s\t15s\t12s\nUSGS\t303251091115001\t150.2\nUSGS\t303251091115001\n',
      line: 4,
      message: /Expected 3 tab-separated values, found 2/,
    },
  ])('refuses $name, naming the line', ({ text, line, message }) => {
    const result = readRdb(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(line);
    expect(result.message).toMatch(message);
  });
});
