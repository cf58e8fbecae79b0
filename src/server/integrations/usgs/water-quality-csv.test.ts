import { describe, expect, it } from 'vitest';
import { readWaterQualityCsv } from './water-quality-csv';

const HEADER =
  'OrganizationIdentifier,MonitoringLocationIdentifier,ActivityStartDate,ActivityStartTime/Time,CharacteristicName,USGSPCode,ResultMeasureValue,ResultMeasure/MeasureUnitCode,ResultStatusIdentifier,ResultDetectionConditionText';

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('readWaterQualityCsv', () => {
  it('takes chloride and specific conductance, leaves the rest counted', () => {
    const result = readWaterQualityCsv(
      csv(
        'USGS-LA,USGS-303251091115001,2024-06-04,10:15:00,Chloride,00940,212,mg/l,Accepted,',
        'USGS-LA,USGS-303251091115001,2024-06-04,10:15:00,Specific conductance,00095,1180,uS/cm @25C,Preliminary,',
        'USGS-LA,USGS-303251091115001,2024-06-04,10:15:00,pH,00400,7.9,std units,Accepted,',
        'USGS-LA,USGS-302958091074501,1998-08-12,,Chloride,00940,,mg/l,Accepted,Not Detected',
      ),
    );
    expect(result).toEqual({
      ok: true,
      otherCharacteristics: 1,
      results: [
        expect.objectContaining({
          line: 2,
          siteNumber: '303251091115001',
          characteristic: 'chloride',
          value: 212,
          approved: true,
          measuredAt: '10:15',
        }),
        expect.objectContaining({
          line: 3,
          characteristic: 'specificConductance',
          value: 1180,
          approved: false,
        }),
        expect.objectContaining({
          line: 5,
          siteNumber: '302958091074501',
          value: null,
          qualifiers: ['Not Detected'],
          measuredAt: null,
        }),
      ],
    });
  });

  it('finds columns by name in another order, with a byte-order mark', () => {
    const text =
      '\uFEFFResultMeasureValue,CharacteristicName,ActivityStartDate,MonitoringLocationIdentifier\n215.5,Chloride,2025-01-09,USGS-303251091115001\n';
    const result = readWaterQualityCsv(text);
    expect(result.ok && result.results[0]).toMatchObject({ value: 215.5, measuredOn: '2025-01-09' });
  });

  it.each([
    {
      name: 'a header without the site column',
      text: 'ActivityStartDate,CharacteristicName,ResultMeasureValue\n2024-01-01,Chloride,3\n',
      line: 1,
      message: /lacks MonitoringLocationIdentifier/,
    },
    {
      name: 'a site without its agency',
      text: csv('USGS-LA,303251091115001,2024-06-04,,Chloride,00940,212,mg/l,Accepted,'),
      line: 2,
      message: /MonitoringLocationIdentifier/,
    },
    {
      name: 'a date in another form',
      text: csv('USGS-LA,USGS-303251091115001,06/04/2024,,Chloride,00940,212,mg/l,Accepted,'),
      line: 2,
      message: /ActivityStartDate/,
    },
    {
      name: 'a value that is not a number',
      text: csv('USGS-LA,USGS-303251091115001,2024-06-04,,Chloride,00940,<5,mg/l,Accepted,'),
      line: 2,
      message: /not a number/,
    },
    {
      name: 'no value and no condition',
      text: csv('USGS-LA,USGS-303251091115001,2024-06-04,,Chloride,00940,,mg/l,Accepted,'),
      line: 2,
      message: /ResultDetectionConditionText/,
    },
    {
      name: 'a row with too many cells',
      text: csv('USGS-LA,USGS-303251091115001,2024-06-04,,Chloride,00940,212,mg/l,Accepted,,extra'),
      line: 2,
      message: /./,
    },
  ])('refuses $name, naming the line', ({ text, line, message }) => {
    const result = readWaterQualityCsv(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(line);
    expect(result.message).toMatch(message);
  });
});
