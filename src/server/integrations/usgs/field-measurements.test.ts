import { describe, expect, it } from 'vitest';
import { readFieldMeasurements } from './field-measurements';

function feature(properties: Record<string, unknown>) {
  return {
    type: 'Feature',
    id: 'a3c2e0c4-0000-4000-8000-000000000001',
    geometry: { type: 'Point', coordinates: [-91.1875, 30.5475] },
    properties: {
      monitoring_location_id: 'USGS-303251091115001',
      parameter_code: '72019',
      observing_procedure: 'Steel-tape measurement',
      value: '168.41',
      unit_of_measure: 'ft',
      time: '2024-06-04T10:15:00+00:00',
      qualifier: null,
      approval_status: 'Approved',
      measuring_agency: 'USGS',
      ...properties,
    },
  };
}

const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

describe('readFieldMeasurements', () => {
  it('reads a depth to water with its site, time, status, method and agency', () => {
    expect(readFieldMeasurements(collection(feature({})))).toEqual({
      ok: true,
      measurements: [
        {
          agency: 'USGS',
          siteNumber: '303251091115001',
          parameterCode: '72019',
          measuredOn: '2024-06-04',
          measuredAt: '10:15',
          value: 168.41,
          unit: 'ft',
          approved: true,
          qualifiers: [],
          method: 'Steel-tape measurement',
          measuredBy: 'USGS',
        },
      ],
    });
  });

  it.each([
    {
      name: 'a provisional one',
      properties: { approval_status: 'Provisional' },
      expected: { approved: false },
    },
    {
      name: 'a date alone',
      properties: { time: '1977-03-15' },
      expected: { measuredOn: '1977-03-15', measuredAt: null },
    },
    {
      name: 'a qualifier-only value (the well was dry)',
      properties: { value: '', qualifier: ['D'] },
      expected: { value: null, qualifiers: ['D'] },
    },
    {
      name: 'an 8-digit site',
      properties: { monitoring_location_id: 'USGS-07374000' },
      expected: { siteNumber: '07374000' },
    },
  ])('reads $name', ({ properties, expected }) => {
    const result = readFieldMeasurements(collection(feature(properties)));
    expect(result.ok && result.measurements[0]).toMatchObject(expected);
  });

  it.each([
    { name: 'not a collection', json: { type: 'Feature' }, feature: null, message: /FeatureCollection/ },
    { name: 'null', json: null, feature: null, message: /FeatureCollection/ },
    {
      name: 'a site without its agency',
      json: collection(feature({}), feature({ monitoring_location_id: '303251091115001' })),
      feature: 2,
      message: /monitoring_location_id/,
    },
    {
      name: 'a value that is not a number',
      json: collection(feature({ value: 'dry' })),
      feature: 1,
      message: /not a number/,
    },
    {
      name: 'no value and no qualifier',
      json: collection(feature({ value: null })),
      feature: 1,
      message: /qualifier/,
    },
    {
      name: 'a time that is not one',
      json: collection(feature({ time: '06/04/2024' })),
      feature: 1,
      message: /ISO 8601/,
    },
    {
      name: 'a feature without properties',
      json: collection({ type: 'Feature' }),
      feature: 1,
      message: /no properties/,
    },
  ])('refuses $name, naming the feature', ({ json, feature: position, message }) => {
    const result = readFieldMeasurements(json);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.feature).toBe(position);
    expect(result.message).toMatch(message);
  });
});
