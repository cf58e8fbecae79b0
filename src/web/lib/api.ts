import type { Endpoint, EndpointInput, EndpointResponse } from '../../shared/contracts/endpoint';
import { ApiError, apiErrorFrom } from './api-error';
import { clearSession, getSession, saveSession, signedInUserFrom } from './session';

export { ApiError, errorMessage } from './api-error';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);

/** The router hands its navigate here so 401 and 403 answers move the user without a page reload. */
export function setApiNavigator(next: Navigate): void {
  navigate = next;
}

type Notify = (message: string) => void;
let notifyForbidden: Notify = () => undefined;

/**
 * The toasts hand their error display here, so a 403 says why (the server's message) before the
 * user is sent to the site root, instead of moving them silently.
 */
export function setForbiddenNotifier(next: Notify): () => void {
  notifyForbidden = next;
  return () => {
    if (notifyForbidden === next) notifyForbidden = () => undefined;
  };
}

function buildUrl(path: string, query?: Query): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  const search = parts.length ? `?${parts.join('&')}` : '';
  return `${path}${search}`;
}

let refreshing: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const session = getSession();
  if (!session) return false;
  try {
    // The descriptor loads with the first refresh, not with the shell.
    const { refreshTokenEndpoint } = await import('./refresh-token-endpoint');
    const response = await fetch(refreshTokenEndpoint.path, {
      method: refreshTokenEndpoint.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    if (!response.ok) return false;
    // Checked by hand, not with the contract's schema: the schema library would ride in the entry chunk.
    const body: unknown = await response.json();
    const isSuccess = typeof body === 'object' && body !== null && 'success' in body && body.success === true;
    const user = isSuccess && 'user' in body ? signedInUserFrom(body.user) : null;
    if (!user) return false;
    saveSession(user);
    return true;
  } catch {
    return false;
  }
}

/** Concurrent 401s share one refresh: the refresh token rotates, so a second call would fail. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method,
    headers,
    body,
    signal: options.signal,
  });
}

/** A download read chunk by chunk, reporting the bytes received so far. */
async function readBlobWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

async function readBody(response: Response, options: RequestOptions): Promise<unknown> {
  if (options.responseType === 'blob') {
    return options.onProgress ? readBlobWithProgress(response, options.onProgress) : response.blob();
  }
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function signOut(): void {
  clearSession();
  navigate('/login');
}

interface RequestOptions {
  method: Endpoint['method'];
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of `body`. */
  formData?: FormData;
  responseType: 'json' | 'blob';
  /** Public calls carry no bearer token, and their 401 means "wrong credentials", not "expired". */
  isPublic: boolean;
  signal?: AbortSignal;
  onProgress?: (receivedBytes: number) => void;
  onHeaders?: (headers: Headers) => void;
}

/**
 * Sends one request with the session's bearer token. A 401 triggers one token refresh and one
 * retry; a failed refresh signs the user out; a 403 shows the server's message and sends them to
 * the site root. Failures throw ApiError carrying the server's message, or the generic one.
 */
async function apiRequest(path: string, options: RequestOptions): Promise<unknown> {
  const canRefresh = !options.isPublic;
  const token = canRefresh ? getSession()?.authToken : undefined;
  let response: Response;
  try {
    response = await send(path, options, token);
    if (response.status === 401 && canRefresh) {
      const current = getSession()?.authToken;
      // Another call may already have refreshed while this one was in flight.
      const refreshed = current !== undefined && current !== token ? true : await refreshOnce();
      if (!refreshed) {
        signOut();
        throw await apiErrorFrom(response);
      }
      response = await send(path, options, getSession()?.authToken);
      if (response.status === 401) signOut();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }
  if (response.status === 403) {
    const error = await apiErrorFrom(response);
    notifyForbidden(error.message);
    navigate('/');
    throw error;
  }
  if (!response.ok) throw await apiErrorFrom(response);
  options.onHeaders?.(response.headers);
  return readBody(response, options);
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The multipart body of an upload endpoint. */
  formData?: FormData;
  /** For a file download: called as its bytes arrive, with the total so far. */
  onProgress?: (receivedBytes: number) => void;
  /** Given a successful answer's headers, e.g. to read how old a report's figures are. */
  onHeaders?: (headers: Headers) => void;
}

/** Calls without a query or body may leave their input out. */
type CallArgs<E extends Endpoint> = E['query'] extends object
  ? [input: EndpointInput<E>, options?: CallOptions]
  : E['body'] extends object
    ? [input: EndpointInput<E>, options?: CallOptions]
    : [input?: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint of the API, typed from its contract: the input is what the endpoint takes and
 * the answer what it declares (a Blob for file downloads). The answer is not re-validated here.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const answer = await apiRequest(endpoint.path, {
    method: endpoint.method,
    query: input?.query as Query | undefined,
    body: input?.body,
    formData: options?.formData,
    responseType: endpoint.responseKind === 'file' ? 'blob' : 'json',
    isPublic: endpoint.access === 'public',
    signal: options?.signal,
    onProgress: options?.onProgress,
    onHeaders: options?.onHeaders,
  });
  // The server answers what the contract declares: its own tests check every answer against it.
  return answer as EndpointResponse<E>;
}
