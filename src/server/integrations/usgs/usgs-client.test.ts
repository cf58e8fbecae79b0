import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUsgsService, type FakeUsgsService } from './fake-usgs-service';
import {
  fetchFieldMeasurementPages,
  fieldMeasurementsUrl,
  USGS_CLIENT_LIMITS,
  UsgsFetchError,
} from './usgs-client';

const SITE = '303251091115001';
const LOCATION = `USGS-${SITE}`;
let fake: FakeUsgsService;

beforeAll(async () => {
  fake = await startFakeUsgsService(2);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.sites.clear();
  fake.failing.clear();
  fake.requests.length = 0;
  fake.nextLinkOverride = undefined;
});

const levels = (count: number) =>
  Array.from({ length: count }, (_, at) => ({
    time: `2024-0${at + 1}-10T15:00:00Z`,
    value: String(190 + at),
  }));

const featuresOf = (pages: string[]) =>
  pages.flatMap((page) => (JSON.parse(page) as { features: unknown[] }).features);

describe('fieldMeasurementsUrl', () => {
  it('asks for one site as JSON, a page at a time', () => {
    expect(fieldMeasurementsUrl('https://api.waterdata.usgs.gov/ogcapi/v0/', 'USGS', SITE, 1000).href).toBe(
      `https://api.waterdata.usgs.gov/ogcapi/v0/collections/field-measurements/items?monitoring_location_id=${LOCATION}&f=json&limit=1000`,
    );
  });
});

describe('fetchFieldMeasurementPages', () => {
  it('follows the next links until the last page', async () => {
    fake.sites.set(LOCATION, levels(5));
    const pages = await fetchFieldMeasurementPages(fake.baseUrl, 'USGS', SITE, {
      ...USGS_CLIENT_LIMITS,
      pageSize: 2,
    });
    expect(pages).toHaveLength(3);
    expect(featuresOf(pages)).toHaveLength(5);
    expect(fake.requests[0]).toContain(`monitoring_location_id=${LOCATION}`);
    expect(fake.requests[2]).toContain('offset=4');
  });

  it('answers one empty page for a site with no measurements', async () => {
    const pages = await fetchFieldMeasurementPages(fake.baseUrl, 'USGS', SITE);
    expect(featuresOf(pages)).toEqual([]);
  });

  const failures: {
    name: string;
    arrange: () => void;
    limits?: Partial<typeof USGS_CLIENT_LIMITS>;
    message: RegExp;
  }[] = [
    { name: 'an error status', arrange: () => fake.failing.set(LOCATION, 503), message: /answered 503/ },
    {
      name: 'a next link off the service',
      arrange: () => {
        fake.sites.set(LOCATION, levels(3));
        fake.nextLinkOverride = 'http://elsewhere.test/ogcapi/v0/collections/field-measurements/items';
      },
      message: /is not on/,
    },
    {
      name: 'too many pages',
      arrange: () => fake.sites.set(LOCATION, levels(7)),
      limits: { maxPages: 3 },
      message: /more than 3 pages/,
    },
    {
      name: 'a page too large',
      arrange: () => fake.sites.set(LOCATION, levels(2)),
      limits: { maxPageBytes: 100 },
      message: /larger than 100 bytes/,
    },
  ];
  it.each(failures)('refuses $name', async ({ arrange, limits, message }) => {
    arrange();
    const fetching = fetchFieldMeasurementPages(fake.baseUrl, 'USGS', SITE, {
      ...USGS_CLIENT_LIMITS,
      pageSize: 2,
      ...limits,
    });
    await expect(fetching).rejects.toThrow(UsgsFetchError);
    await expect(fetching).rejects.toThrow(message);
  });

  it('gives up on a service that cannot be reached', async () => {
    await expect(fetchFieldMeasurementPages('http://127.0.0.1:9/ogcapi/v0', 'USGS', SITE)).rejects.toThrow(
      /could not be reached/,
    );
  });
});
