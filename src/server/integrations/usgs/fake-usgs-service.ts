import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the USGS Water Data OGC API's field-measurements items, for tests: it
 * answers each site's features `pageSize` at a time with `next` links, as the service pages, so
 * no test reaches the internet.
 */

export interface FakeFeature {
  time: string;
  value: string;
  parameterCode?: string;
  approval?: 'Approved' | 'Provisional';
  qualifier?: string[] | null;
}

export interface FakeUsgsService {
  /** The base URL to configure, like https://api.waterdata.usgs.gov/ogcapi/v0. */
  baseUrl: string;
  /** Each site's features, by monitoring_location_id (USGS-303251091115001). */
  sites: Map<string, FakeFeature[]>;
  /** Sites answered with this status instead of their features. */
  failing: Map<string, number>;
  /** The path and query of every request, in order. */
  requests: string[];
  /** A link to put in each page instead of the real next page (an off-site link, say). */
  nextLinkOverride?: string;
  close(): Promise<void>;
}

const ITEMS_PATH = '/ogcapi/v0/collections/field-measurements/items';

function featureOf(location: string, feature: FakeFeature, index: number) {
  return {
    type: 'Feature',
    id: `${location}-${index}`,
    geometry: null,
    properties: {
      monitoring_location_id: location,
      parameter_code: feature.parameterCode ?? '72019',
      time: feature.time,
      value: feature.value,
      unit_of_measure: 'ft',
      approval_status: feature.approval ?? 'Approved',
      qualifier: feature.qualifier ?? null,
      observing_procedure: 'Electric-tape measurement',
      measuring_agency: 'USGS',
    },
  };
}

export async function startFakeUsgsService(pageSize = 2): Promise<FakeUsgsService> {
  const service: Omit<FakeUsgsService, 'baseUrl' | 'close'> = {
    sites: new Map(),
    failing: new Map(),
    requests: [],
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.test');
    service.requests.push(`${url.pathname}${url.search}`);
    const location = url.searchParams.get('monitoring_location_id') ?? '';
    const failing = service.failing.get(location);
    if (url.pathname !== ITEMS_PATH || failing !== undefined) {
      response.writeHead(failing ?? 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'error', description: 'not here' }));
      return;
    }
    const offset = Number(url.searchParams.get('offset') ?? '0');
    const features = service.sites.get(location) ?? [];
    const page = features.slice(offset, offset + pageSize);
    const links: { rel: string; href: string }[] = [];
    if (offset + pageSize < features.length) {
      const next = new URL(url.href.replace('http://fake.test', `http://${request.headers.host ?? ''}`));
      next.searchParams.set('offset', String(offset + pageSize));
      links.push({ rel: 'next', href: service.nextLinkOverride ?? next.href });
    }
    response.writeHead(200, { 'content-type': 'application/geo+json' });
    response.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: page.map((feature, at) => featureOf(location, feature, offset + at)),
        numberReturned: page.length,
        links,
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    baseUrl: `http://127.0.0.1:${port}/ogcapi/v0`,
    async close() {
      server.close();
      await once(server, 'close');
    },
  });
}
