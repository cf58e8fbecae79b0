import type { z } from 'zod';
import type { ApiKeyScope } from '../states';

/** Every API path starts here; anything else is the web app. */
export const API_ROOT = '/api';

/** The generated OpenAPI document and its viewer. */
export const API_DOCS_PATH = `${API_ROOT}/docs`;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone, or a signed-in caller of at least this access level (rules/access.ts).
 * `signedLinks`: a short-lived signed link may stand in for the bearer token (documents opened in a
 * new tab or from an e-mail, which cannot send a header).
 * `apiKeyScope`: an agency's key in the `X-Api-Key` header, valid (not revoked, not expired) and
 * holding this scope; null takes any valid key. No session is read.
 */
export type EndpointAccess =
  'public' | { minLevel: number; signedLinks?: true } | { apiKeyScope: ApiKeyScope | null };

/**
 * How a 200 answer travels:
 * - `json`: serialised through the response schema, which drops any field it does not name;
 * - `bulk-json`: a large list sent as plain JSON (walking thousands of rows through the schema
 *   costs more than the query); the server checks it against the schema under test;
 * - `file`: a download (CSV, Excel); `response` describes nothing and the web client gets a Blob.
 */
export type ResponseKind = 'json' | 'bulk-json' | 'file';

/**
 * One API call: everything the server registers, the web client sends, the tests and the OpenAPI
 * document read. The path, method and field names are the public API: changing one breaks callers.
 */
interface EndpointFields {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Other spellings of the path the server also answers (older clients use them); the web uses `path`. */
  aliases?: readonly `/api/${string}`[];
  access: EndpointAccess;
  /** The OpenAPI group. */
  tag: string;
  description?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart upload: the body is read by the handler as a stream, not parsed up front. */
  multipart?: true;
  /** Error statuses besides 400, 401, 403 and 404, which every call may answer. */
  moreErrors?: readonly number[];
  /** The call changes users' roles, clients or active state: the server forgets kept callers. */
  changesCallers?: true;
}

export type Endpoint = EndpointFields &
  (
    | { responseKind?: Exclude<ResponseKind, 'file'>; response: z.ZodType }
    | { responseKind: 'file'; response?: never }
  );

/** Declares an endpoint, keeping its literal types (the web client and the server type from them). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: the query and the JSON body the endpoint declares, as the caller writes them. */
export type EndpointInput<E extends Endpoint> = (E['query'] extends z.ZodType
  ? { query: SchemaInput<E['query']> }
  : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: SchemaInput<E['body']> } : { body?: never });

/** The query and body a handler receives, after validation. */
export type EndpointQuery<E extends Endpoint> = SchemaOutput<E['query']>;
export type EndpointBody<E extends Endpoint> = SchemaOutput<E['body']>;

/** What a 200 answer carries: the response schema's type, or a file. */
export type EndpointResponse<E extends Endpoint> = E['responseKind'] extends 'file'
  ? Blob
  : SchemaOutput<E['response']>;

/** An endpoint that answers JSON (not a file). */
export type JsonEndpoint = Endpoint & { response: z.ZodType };

/**
 * An answer read as its contract says: parsed by the endpoint's response schema, so a reader outside
 * the web client (a browser journey, a benchmark) fails when the answer and the contract part.
 */
export function parseAnswer<E extends JsonEndpoint>(endpoint: E, json: unknown): EndpointResponse<E> {
  // The schema's output is EndpointResponse<E>; zod cannot name it for a generic endpoint.
  return endpoint.response.parse(json) as EndpointResponse<E>;
}
