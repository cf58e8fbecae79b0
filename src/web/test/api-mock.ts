import { vi } from 'vitest';

/** A JSON answer, as fetch would resolve it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with one handler per path (query string ignored); unknown paths fail the test. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const handler = handlers[path];
    if (!handler) throw new Error(`Unexpected call: ${init.method ?? 'GET'} ${url}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request body a mocked call received, parsed. */
export function sentBody(init: RequestInit | undefined): unknown {
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export function sentHeader(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}
