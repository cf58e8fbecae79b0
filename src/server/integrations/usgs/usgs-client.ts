/*
 * The USGS Water Data OGC API's `field-measurements` collection, asked for one site's
 * measurements, page after page by the answer's `next` link. Bounded: pages, bytes a page, time a
 * page, and the next link must stay on the configured service.
 */

export interface UsgsClientLimits {
  /** Features asked for a page. */
  pageSize: number;
  maxPages: number;
  maxPageBytes: number;
  pageTimeoutMs: number;
}

export const USGS_CLIENT_LIMITS: UsgsClientLimits = {
  pageSize: 1000,
  maxPages: 50,
  maxPageBytes: 20 * 1024 * 1024,
  pageTimeoutMs: 60_000,
};

/** What the USGS service answered that the fetch cannot use: a status, a size, a link, a timeout. */
export class UsgsFetchError extends Error {
  override name = 'UsgsFetchError';
}

/** The first page's address of one site's field measurements. */
export function fieldMeasurementsUrl(
  baseUrl: string,
  agency: string,
  siteNumber: string,
  pageSize: number,
): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/collections/field-measurements/items`);
  url.searchParams.set('monitoring_location_id', `${agency}-${siteNumber}`);
  url.searchParams.set('f', 'json');
  url.searchParams.set('limit', String(pageSize));
  return url;
}

async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new UsgsFetchError(`a page is larger than ${maxBytes} bytes`);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    bytes += read.value.length;
    if (bytes > maxBytes) {
      await reader?.cancel();
      throw new UsgsFetchError(`a page is larger than ${maxBytes} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The page's `next` link, if any; refused when it leads off the service that was asked. */
function nextPage(text: string, current: URL, service: URL): URL | null {
  let links: unknown;
  try {
    links = (JSON.parse(text) as { links?: unknown } | null)?.links;
  } catch {
    return null;
  }
  if (!Array.isArray(links)) return null;
  const next = links.find(
    (link): link is { href: string } =>
      typeof link === 'object' &&
      link !== null &&
      (link as { rel?: unknown }).rel === 'next' &&
      typeof (link as { href?: unknown }).href === 'string',
  );
  if (!next) return null;
  const url = new URL(next.href, current);
  if (url.origin !== service.origin || !url.pathname.startsWith(service.pathname))
    throw new UsgsFetchError(`the next page ${url.origin}${url.pathname} is not on ${service.origin}`);
  return url;
}

/**
 * One site's field measurements as the service answers them: each page's JSON text, in order.
 * Throws UsgsFetchError on an error status, a page too large or too slow, or too many pages.
 */
export async function fetchFieldMeasurementPages(
  baseUrl: string,
  agency: string,
  siteNumber: string,
  limits: UsgsClientLimits = USGS_CLIENT_LIMITS,
): Promise<string[]> {
  const service = new URL(baseUrl);
  let url: URL | null = fieldMeasurementsUrl(baseUrl, agency, siteNumber, limits.pageSize);
  const pages: string[] = [];
  while (url) {
    if (pages.length === limits.maxPages)
      throw new UsgsFetchError(`more than ${limits.maxPages} pages of measurements`);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/geo+json, application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(limits.pageTimeoutMs),
      });
    } catch (error) {
      throw new UsgsFetchError(`the service could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UsgsFetchError(`the service answered ${response.status}`);
    }
    const text = await boundedText(response, limits.maxPageBytes).catch((error: unknown) => {
      if (error instanceof UsgsFetchError) throw error;
      throw new UsgsFetchError(`a page could not be read: ${(error as Error).message}`);
    });
    pages.push(text);
    url = nextPage(text, url, service);
  }
  return pages;
}
