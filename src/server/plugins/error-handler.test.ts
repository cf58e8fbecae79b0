import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '../../shared/contracts/common';
import { ConflictError, NotFoundError } from '../errors';
import { registerErrorHandler, UNSTORABLE_VALUE_MESSAGE } from './error-handler';
import { registerWebApp } from './web-app';

const app = Fastify().withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
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
  app.get('/api/conflict', () => {
    throw new ConflictError('Parish Id EBR already exists.');
  });
  app.get('/api/missing', () => {
    throw new NotFoundError('Well not found.');
  });
  await registerWebApp(app, '/nonexistent');
  await app.ready();
});
afterAll(() => app.close());

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
