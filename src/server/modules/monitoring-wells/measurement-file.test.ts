import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readMeasurementFile, UNKNOWN_FORMAT_MESSAGE, type SiteMeasurement } from './measurement-file';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../integrations/usgs/samples');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name), 'utf8');

const RDB_COLUMNS = [
  'agency_cd',
  'site_no',
  'site_tp_cd',
  'lev_dt',
  'lev_tm',
  'lev_tz_cd',
  'lev_va',
  'sl_lev_va',
  'sl_datum_cd',
  'lev_status_cd',
  'lev_agency_cd',
  'lev_dt_acy_cd',
  'lev_acy_cd',
  'lev_src_cd',
  'lev_meth_cd',
  'lev_age_cd',
];

type RdbRow = Partial<Record<(typeof RDB_COLUMNS)[number], string>>;

const GOOD_ROW: RdbRow = {
  agency_cd: 'USGS',
  site_no: '303251091115001',
  site_tp_cd: 'GW',
  lev_dt: '2024-03-12',
  lev_tm: '15:15',
  lev_tz_cd: 'UTC',
  lev_va: '196.44',
  sl_lev_va: '-134.04',
  sl_datum_cd: 'NAVD88',
  lev_status_cd: '1',
  lev_agency_cd: 'USGS',
  lev_dt_acy_cd: 'm',
  lev_acy_cd: '2',
  lev_src_cd: 'S',
  lev_meth_cd: 'T',
  lev_age_cd: 'A',
};

/** An RDB file of the given rows (over the good one), its columns in the given order. */
function rdb(rows: RdbRow[], columns: readonly string[] = RDB_COLUMNS, lineEnd = '\n'): string {
  const lines = [
    '# US Geological Survey groundwater levels',
    '#',
    columns.join('\t'),
    columns.map(() => '5s').join('\t'),
    ...rows.map((row) => {
      const values: Record<string, string | undefined> = { ...GOOD_ROW, ...row };
      return columns.map((column) => values[column] ?? '').join('\t');
    }),
  ];
  return lines.join(lineEnd) + lineEnd;
}

const EXPECTED_GOOD: SiteMeasurement = {
  agency: 'USGS',
  siteNumber: '303251091115001',
  parameter: 'depth-to-water',
  measuredOn: '2024-03-12',
  measuredAt: '15:15',
  value: 196.44,
  qualifiers: [],
  method: 'Electric tape',
  measuredBy: 'USGS',
  approved: true,
  line: 5,
};

describe('readMeasurementFile: RDB groundwater levels', () => {
  const accepted: { name: string; text: string; expected: Partial<SiteMeasurement> }[] = [
    { name: 'a depth below land surface', text: rdb([{}]), expected: EXPECTED_GOOD },
    {
      name: 'columns reordered',
      text: rdb([{}], [...RDB_COLUMNS].reverse()),
      expected: EXPECTED_GOOD,
    },
    { name: 'Windows line ends', text: rdb([{}], RDB_COLUMNS, '\r\n'), expected: EXPECTED_GOOD },
    {
      name: 'an altitude when there is no depth',
      text: rdb([{ lev_va: '' }]),
      expected: { parameter: 'level-altitude', value: -134.04 },
    },
    {
      name: 'a qualifier-only visit (obstructed)',
      text: rdb([{ lev_va: '', sl_lev_va: '', lev_status_cd: 'O' }]),
      expected: { parameter: 'depth-to-water', value: null, qualifiers: ['O'] },
    },
    {
      name: 'a steel-tape method code, in words',
      text: rdb([{ lev_meth_cd: 'S' }]),
      expected: { method: 'Steel tape' },
    },
    {
      name: 'a method code the portal does not know, kept as it is',
      text: rdb([{ lev_meth_cd: 'Q' }]),
      expected: { method: 'Q' },
    },
    {
      name: 'a provisional level',
      text: rdb([{ lev_age_cd: 'P' }]),
      expected: { approved: false },
    },
    {
      name: 'a date known to the month',
      text: rdb([{ lev_dt: '1978-03', lev_dt_acy_cd: 'M', lev_tm: '' }]),
      expected: { measuredOn: '1978-03-01', measuredAt: null },
    },
    {
      name: 'a date known to the year',
      text: rdb([{ lev_dt: '1977', lev_dt_acy_cd: 'Y', lev_tm: '' }]),
      expected: { measuredOn: '1977-01-01' },
    },
    {
      name: 'a file without comments, recognised by its header',
      text: rdb([{}]).split('\n').slice(2).join('\n'),
      expected: { ...EXPECTED_GOOD, line: 3 },
    },
  ];
  it.each(accepted)('takes $name', ({ text, expected }) => {
    const read = readMeasurementFile(text);
    expect(read).toMatchObject({ ok: true, format: 'rdb', otherRows: 0 });
    if (!read.ok) return;
    expect(read.measurements).toHaveLength(1);
    expect(read.measurements[0]).toMatchObject(expected);
  });

  const refused: { name: string; text: string; message: RegExp }[] = [
    {
      name: 'a bad site number',
      text: rdb([{}, { site_no: '3032510' }]),
      message: /Line 6: site_no 3032510/,
    },
    { name: 'a bad date', text: rdb([{ lev_dt: '2024-02-30' }]), message: /Line 5: lev_dt 2024-02-30/ },
    {
      name: 'a month without its accuracy code',
      text: rdb([{ lev_dt: '1978-03', lev_dt_acy_cd: 'D' }]),
      message: /Line 5: lev_dt 1978-03/,
    },
    {
      name: 'a bad number',
      text: rdb([{ lev_va: '19x.4' }]),
      message: /Line 5: lev_va 19x\.4 is not a number/,
    },
    { name: 'a bad time', text: rdb([{ lev_tm: '25:00' }]), message: /Line 5: lev_tm 25:00/ },
    {
      name: 'a row with no value and no status',
      text: rdb([{ lev_va: '', sl_lev_va: '', lev_status_cd: '' }]),
      message: /Line 5: the row has no lev_va/,
    },
    {
      name: 'a value too large to store',
      text: rdb([{ lev_va: '12345678901' }]),
      message: /Line 5: the value .* is too large/,
    },
    {
      name: 'a missing column-name line',
      text: rdb([{}]).replace(`${RDB_COLUMNS.join('\t')}\n`, ''),
      message: /Line 3: The first line after the comments must name the columns/,
    },
    {
      name: 'a missing date column',
      text: rdb(
        [{}],
        RDB_COLUMNS.filter((column) => column !== 'lev_dt'),
      ),
      message: /lacks the column lev_dt/,
    },
  ];
  it.each(refused)('refuses $name with its line', ({ text, message }) => {
    const read = readMeasurementFile(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });

  it('lists every bad line, not only the first', () => {
    const read = readMeasurementFile(rdb([{ lev_va: 'x' }, {}, { lev_dt: 'soon' }]));
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.message).toMatch(/2 errors/);
      expect(read.message).toMatch(/Line 5:[^\n]*\nLine 7:/);
    }
  });

  it('lists the first ten bad lines of many and counts the rest', () => {
    const read = readMeasurementFile(rdb(Array.from({ length: 2500 }, () => ({ lev_va: 'x' }))));
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.message.split('\n').filter((line) => line.startsWith('Line '))).toHaveLength(10);
      expect(read.message).toMatch(/2500 errors[\s\S]*and 2490 more errors$/);
    }
  });
});

describe('readMeasurementFile: OGC field measurements', () => {
  const feature = (properties: Record<string, unknown>) => ({
    type: 'Feature',
    properties: {
      monitoring_location_id: 'USGS-302912091053901',
      parameter_code: '72019',
      time: '2025-08-05T15:10:00+00:00',
      value: '151.96',
      approval_status: 'Approved',
      qualifier: null,
      ...properties,
    },
  });
  const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

  const parameters: { code: string; parameter: SiteMeasurement['parameter'] }[] = [
    { code: '72019', parameter: 'depth-to-water' },
    { code: '62610', parameter: 'level-altitude' },
    { code: '62611', parameter: 'level-altitude' },
    { code: '72150', parameter: 'level-altitude' },
    { code: '00940', parameter: 'chloride' },
    { code: '00095', parameter: 'specific-conductance' },
  ];
  it.each(parameters)('reads parameter code $code as $parameter', ({ code, parameter }) => {
    const read = readMeasurementFile(collection(feature({ parameter_code: code })));
    expect(read).toMatchObject({ ok: true, format: 'ogc-json', otherRows: 0 });
    if (read.ok)
      expect(read.measurements[0]).toMatchObject({ parameter, siteNumber: '302912091053901', line: 1 });
  });

  it('counts the parameters it does not keep', () => {
    const read = readMeasurementFile(collection(feature({}), feature({ parameter_code: '00010' })));
    expect(read).toMatchObject({ ok: true, otherRows: 1 });
    if (read.ok) expect(read.measurements).toHaveLength(1);
  });

  it('takes a qualifier-only feature', () => {
    const read = readMeasurementFile(collection(feature({ value: '', qualifier: ['O'] })));
    if (read.ok) expect(read.measurements[0]).toMatchObject({ value: null, qualifiers: ['O'] });
    expect(read.ok).toBe(true);
  });

  const refused: { name: string; text: string; message: RegExp }[] = [
    {
      name: 'broken JSON',
      text: '{"type": "FeatureCollection", ',
      message: /The JSON file could not be read/,
    },
    { name: 'a JSON that is no collection', text: '{"a": 1}', message: /FeatureCollection/ },
    {
      name: 'a bad feature, by its position',
      text: collection(feature({}), feature({ time: 'yesterday' })),
      message: /feature 2: time/,
    },
    {
      name: 'an impossible date, by its position',
      text: collection(feature({ time: '2025-02-30T10:00:00Z' })),
      message: /feature 1: 2025-02-30 is not a measurement date/,
    },
  ];
  it.each(refused)('refuses $name', ({ text, message }) => {
    const read = readMeasurementFile(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });
});

describe('readMeasurementFile: water-quality CSV', () => {
  const HEADER =
    'MonitoringLocationIdentifier,ActivityStartDate,ActivityStartTime/Time,CharacteristicName,USGSPCode,ResultMeasureValue,ResultStatusIdentifier,ResultDetectionConditionText';

  it('takes chloride and specific conductance and counts the rest', () => {
    const read = readMeasurementFile(
      [
        HEADER,
        'USGS-303015091092301,2025-06-24,10:35:00,Chloride,00940,27.2,Preliminary,',
        'USGS-303015091092301,2025-06-24,10:35:00,Specific conductance,00095,398,Accepted,',
        'USGS-303015091092301,2025-06-24,10:35:00,pH,00400,7.8,Accepted,',
      ].join('\r\n'),
    );
    expect(read).toMatchObject({ ok: true, format: 'water-quality-csv', otherRows: 1 });
    if (!read.ok) return;
    expect(read.measurements).toEqual([
      expect.objectContaining({
        parameter: 'chloride',
        value: 27.2,
        approved: false,
        measuredAt: '10:35',
        line: 2,
      }),
      expect.objectContaining({ parameter: 'specific-conductance', value: 398, approved: true, line: 3 }),
    ]);
  });

  it('refuses a negative chloride with its line', () => {
    const read = readMeasurementFile(
      `${HEADER}\nUSGS-303015091092301,2025-06-24,,Chloride,00940,-3,Accepted,\n`,
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain('Line 2: the chloride -3 is negative');
  });

  it('refuses a bad row with its line', () => {
    const read = readMeasurementFile(
      `${HEADER}\nUSGS-303015091092301,24/06/2025,,Chloride,00940,27.2,Accepted,\n`,
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/Line 2: ActivityStartDate/);
  });
});

describe('readMeasurementFile: recognising the format', () => {
  it.each([
    { name: 'an empty file', text: '' },
    { name: 'a pumpage CSV', text: 'WellNumber,Date,Pumpage\nW-1,2025-01-01,3\n' },
    { name: 'plain words', text: 'hello there\n' },
  ])('refuses $name naming the accepted formats', ({ text }) => {
    expect(readMeasurementFile(text)).toEqual({ ok: false, message: UNKNOWN_FORMAT_MESSAGE });
    expect(UNKNOWN_FORMAT_MESSAGE).toMatch(/RDB.*JSON.*CSV/);
  });
});

describe('the shipped samples', () => {
  it('reads the RDB sample: 17 levels from 1977 to 2025, some provisional, one obstructed', () => {
    const read = readMeasurementFile(sample('EB-1000-gwlevels.rdb'));
    expect(read).toMatchObject({ ok: true, format: 'rdb' });
    if (!read.ok) return;
    expect(read.measurements).toHaveLength(17);
    expect(read.measurements[0]?.measuredOn).toBe('1977-05-17');
    expect(read.measurements.at(-1)?.measuredOn).toBe('2025-09-16');
    expect(read.measurements.filter((each) => !each.approved)).toHaveLength(3);
    expect(read.measurements.filter((each) => each.value === null)).toEqual([
      expect.objectContaining({ qualifiers: ['O'], measuredOn: '2016-02-18' }),
    ]);
  });

  it('reads the field-measurements sample of two sites, skipping the temperature', () => {
    const read = readMeasurementFile(sample('field-measurements.geojson'));
    expect(read).toMatchObject({ ok: true, format: 'ogc-json', otherRows: 1 });
    if (!read.ok) return;
    expect(new Set(read.measurements.map((each) => each.siteNumber))).toEqual(
      new Set(['302912091053901', '303015091092301']),
    );
    expect(read.measurements).toHaveLength(8);
  });

  it('reads the water-quality sample, skipping the pH', () => {
    const read = readMeasurementFile(sample('water-quality-results.csv'));
    expect(read).toMatchObject({ ok: true, format: 'water-quality-csv', otherRows: 1 });
    if (read.ok) expect(read.measurements).toHaveLength(7);
  });
});
