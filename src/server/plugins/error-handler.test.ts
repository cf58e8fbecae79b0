import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { GENERIC_ERROR_MESSAGE } from '../../shared/contracts/common';
import { openDatabase, type Database } from '../db/client';
import { ConflictError, NotFoundError } from '../errors';
import { registerErrorHandler, UNSTORABLE_VALUE_MESSAGE } from './error-handler';
import { registerWebApp } from './web-app';

const logLines: string[] = [];
const app = Fastify({
  logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
}).withTypeProvider<ZodTypeProvider>();
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$leaked-hash-value';
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await database.db.execute(sql`create table accounts (email text not null, password_hash text not null)`);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/api/echo',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number() }) } },
    (request) => ({ message: `Hello ${request.body.name}` }),
  );
  app.get('/api/boom', () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/out-of-range', () => {
    // As Drizzle reports a driver error: the PostgreSQL fields sit on the cause.
    const driverError = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: '22003',
    });
    throw new Error('Failed query: select 1 from wells where id = $1', { cause: driverError });
  });
  app.get('/api/failed-query', async () => {
    // A not-null violation: PostgreSQL's detail quotes the failing row, hash included.
    await database.db.execute(
      sql`insert into accounts (email, password_hash) values (${null}, ${PASSWORD_HASH})`,
    );
  });
  app.get('/api/conflict', () => {
    throw new ConflictError('Parish Id EBR already exists.');
  });
  app.get('/api/missing', () => {
    throw new NotFoundError('Well not found.');
  });
  await registerWebApp(app, '/nonexistent');
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error answers', () => {
  it('lists the first message per field for validation errors', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required', age: expect.any(String) },
    });
  });

  it('answers 400 when the database refuses a value the contract let through', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/out-of-range' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNSTORABLE_VALUE_MESSAGE });
    expect(response.body).not.toContain('select');
  });

  it('hides unexpected errors behind the spec’s generic message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_ERROR_MESSAGE });
    expect(response.body).not.toContain('hunter2');
  });

  it('logs a failed query with its statement and error, never its values', async () => {
    logLines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/failed-query' });
    expect(response.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('insert into accounts (email, password_hash) values ($1, $2)');
    expect(log).toContain('23502');
    expect(log).not.toContain('leaked-hash-value');
  });

  it.each([
    ['/api/conflict', 409, 'Parish Id EBR already exists.'],
    ['/api/missing', 404, 'Well not found.'],
    ['/api/nowhere', 404, 'No API route GET /api/nowhere.'],
  ])('maps %s to %i with its message', async (url, status, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
