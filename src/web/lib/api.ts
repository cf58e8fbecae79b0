import { ApiError, apiErrorFrom } from './api-error';
import { clearSession, getSession, saveSession, signedInUserFrom } from './session';

export { ApiError, errorMessage } from './api-error';

export const API_ROOT = '/api';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of `body`. */
  formData?: FormData;
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
}

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
 * user is sent to the site root (spec section 8), instead of moving them silently.
 */
export function setForbiddenNotifier(next: Notify): () => void {
  notifyForbidden = next;
  return () => {
    if (notifyForbidden === next) notifyForbidden = () => undefined;
  };
}

/** Calls that carry no bearer token and whose 401 means "wrong credentials", not "expired token". */
const NO_REFRESH_PATHS = ['users/authenticate', 'users/register', 'users/refreshtoken'];

function normalisePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//i, '');
}

function buildUrl(path: string, query?: Query): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  const search = parts.length ? `?${parts.join('&')}` : '';
  return `${API_ROOT}/${normalisePath(path)}${search}`;
}

let refreshing: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const session = getSession();
  if (!session) return false;
  try {
    const response = await fetch(buildUrl('Users/refreshToken'), {
      method: 'POST',
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
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
}

async function readBody<T>(response: Response, responseType: RequestOptions['responseType']): Promise<T> {
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'text') return (await response.text()) as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

function signOut(): void {
  clearSession();
  navigate('/login');
}

/**
 * Calls `/api/{path}` with the session's bearer token. A 401 triggers one token refresh and one
 * retry (spec section 8); a failed refresh signs the user out; a 403 shows the server's message
 * and sends them to the site root.
 * Failures throw ApiError carrying the server's message, or the generic one.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const canRefresh = !NO_REFRESH_PATHS.includes(normalisePath(path).toLowerCase());
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
  return readBody<T>(response, options.responseType);
}

export const api = {
  get: <T>(path: string, query?: Query, options?: Omit<RequestOptions, 'method' | 'query'>) =>
    apiRequest<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, query?: Query, options?: Omit<RequestOptions, 'method' | 'query'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', query }),
};
