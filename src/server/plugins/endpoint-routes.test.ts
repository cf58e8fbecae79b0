import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../shared/contracts/endpoint';
import type { AppConfig } from '../config';
import type { AppContext } from '../modules/context';
import { testConfig } from '../test/test-app';
import { DatabaseJson, endpointRouter } from './endpoint-routes';

const rowsSchema = z.object({ message: z.string(), data: z.array(z.object({ wellNumber: z.string() })) });

const bulkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Test/Bulk',
  tag: 'Test',
  access: 'public',
  query: z.object({ text: z.string() }),
  responseKind: 'bulk-json',
  response: rowsSchema,
});

const plainEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Test/Plain',
  tag: 'Test',
  access: 'public',
  query: z.object({ rows: z.string() }),
  response: rowsSchema,
});

/** Rows as the test sends them, whatever their shape: the answer deliberately escapes its type. */
function untypedRows(json: string): { wellNumber: string }[] {
  return JSON.parse(json) as { wellNumber: string }[];
}

async function appWith(config: AppConfig) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // endpointRouter reads only the configuration from the context.
  const route = endpointRouter(app, { config } as AppContext);
  route(bulkEndpoint, (request) => new DatabaseJson(request.query.text));
  route(plainEndpoint, (request) => ({ message: 'found', data: untypedRows(request.query.rows) }));
  await app.ready();
  return app;
}

const bulkUrl = (text: string) => `/api/Test/Bulk?text=${encodeURIComponent(text)}`;

describe('answers and their contracts', () => {
  const matching = '{"message":"1 well","data":[{"wellNumber":"EB-1"}]}';
  const renamed = '{"message":"1 well","data":[{"wellNo":"EB-1"}]}';

  it.each([
    { case: 'database-built JSON that matches is sent as it is', text: matching, status: 200 },
    {
      case: 'database-built JSON with a renamed field fails the request under test',
      text: renamed,
      status: 500,
    },
  ])('$case', async ({ text, status }) => {
    const app = await appWith(testConfig());
    const response = await app.inject({ method: 'GET', url: bulkUrl(text) });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.body).toBe(text);
    await app.close();
  });

  it('outside tests sends database-built JSON without walking it', async () => {
    const app = await appWith(testConfig({ nodeEnv: 'production' }));
    const response = await app.inject({ method: 'GET', url: bulkUrl(renamed) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(renamed);
    await app.close();
  });

  it('serialises ordinary answers through the schema: unnamed fields dropped, missing ones refused', async () => {
    const app = await appWith(testConfig({ nodeEnv: 'production' }));
    const plainUrl = (rows: unknown) => `/api/Test/Plain?rows=${encodeURIComponent(JSON.stringify(rows))}`;
    const good = await app.inject({ method: 'GET', url: plainUrl([{ wellNumber: 'EB-1', extra: 1 }]) });
    expect(good.json()).toEqual({ message: 'found', data: [{ wellNumber: 'EB-1' }] });
    const missing = await app.inject({ method: 'GET', url: plainUrl([{}]) });
    expect(missing.statusCode).toBe(500);
    await app.close();
  });
});
