import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../shared/contracts/common';
import type { Endpoint, EndpointBody, EndpointQuery } from '../../shared/contracts/endpoint';
import type { ApiInstance, AppContext } from '../modules/context';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A `bulk-json` answer already written as JSON: text the database built (db/json-list.ts), or bytes
 * encoded once and kept (the public answers), with their gzip form when one was made. Node writes a
 * large string several times slower than the same bytes.
 */
export class DatabaseJson {
  constructor(
    readonly text: string | Buffer,
    readonly gzipped?: Buffer,
  ) {}
}

/** The client takes a gzip body (a plain `Accept-Encoding` check: `gzip;q=0` is never sent in practice). */
function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/.test(accepted) && !/\bgzip;q=0(\.0*)?\b/.test(accepted);
}

/** A `file` answer: sent as an attachment under its name, or shown in the browser (`inline`). */
export interface FileAnswer {
  contentType: string;
  fileName: string;
  body: Buffer | string | Readable;
  inline?: boolean;
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a handler returns: the response as the schema takes it, database-built JSON, or a file. */
export type EndpointAnswer<E extends Endpoint> = E['responseKind'] extends 'file'
  ? FileAnswer
  : E['responseKind'] extends 'bulk-json'
    ? SchemaInput<E['response']> | DatabaseJson
    : SchemaInput<E['response']>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => EndpointAnswer<E> | Promise<EndpointAnswer<E>>;

/** Request hooks a route may add, e.g. to reshape a legacy request before validation. */
export interface EndpointHooks {
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** The route's own log level: 'warn' keeps probes and scrapes out of the request log. */
  logLevel?: LogLevel;
}

/** Statuses every call may answer, each with the error body. */
const COMMON_ERROR_STATUSES = [400, 401, 403, 404];

function plainJson() {
  return (data: unknown): string => JSON.stringify(data);
}

/** Under test, a bulk answer that does not match its contract fails the request (and the test). */
function assertMatchesContract(endpoint: Endpoint, answer: unknown): void {
  const result = endpoint.response?.safeParse(answer);
  if (result && !result.success) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered outside its contract:\n${z.prettifyError(result.error)}`,
    );
  }
}

function routeSchema(endpoint: Endpoint) {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) response[200] = endpoint.response;
  for (const status of [...COMMON_ERROR_STATUSES, ...(endpoint.moreErrors ?? [])]) {
    response[status] = errorResponseSchema;
  }
  return {
    tags: [endpoint.tag],
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

/**
 * Registers routes from their endpoint descriptors: path, method, access, schemas and how the
 * answer travels all come from the descriptor, so the handler only turns a request into an answer.
 */
export function endpointRouter(app: ApiInstance, context: AppContext) {
  const checksBulkAnswers = context.config.nodeEnv === 'test';

  return function route<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    hooks: EndpointHooks = {},
  ): void {
    const kind = endpoint.responseKind ?? 'json';
    for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      const described =
        url === endpoint.path ? endpoint : { ...endpoint, description: `Alias of ${endpoint.path}.` };
      app.route({
        method: endpoint.method,
        url,
        config: {
          access: endpoint.access,
          ...(endpoint.changesCallers ? { changesCallers: true } : {}),
        },
        schema: routeSchema(described),
        ...hooks,
        ...(kind === 'bulk-json' ? { serializerCompiler: plainJson } : {}),
        handler: async (request, reply) => {
          // The zod type provider types the request from the schema objects; the descriptor's types are the same.
          const answer: unknown = await handler(request as unknown as EndpointRequest<E>, reply);
          if (answer instanceof DatabaseJson) {
            if (checksBulkAnswers) assertMatchesContract(endpoint, JSON.parse(answer.text.toString()));
            reply.type(JSON_CONTENT_TYPE);
            if (!answer.gzipped) return reply.send(answer.text);
            reply.header('vary', 'accept-encoding');
            if (!acceptsGzip(request)) return reply.send(answer.text);
            return reply.header('content-encoding', 'gzip').send(answer.gzipped);
          }
          if (kind === 'file') {
            const file = answer as FileAnswer;
            return reply
              .header('content-type', file.contentType)
              .header(
                'content-disposition',
                `${file.inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`,
              )
              .send(file.body);
          }
          if (kind === 'bulk-json' && checksBulkAnswers) assertMatchesContract(endpoint, answer);
          return answer;
        },
      });
    }
  };
}
