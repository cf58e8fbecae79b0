import type { APIRequestContext, APIResponse, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { errorResponseSchema, type ErrorResponse } from '../src/shared/contracts/common';
import { parseAnswer, type EndpointResponse, type JsonEndpoint } from '../src/shared/contracts/endpoint';
import { authenticateEndpoint } from '../src/shared/contracts/users';
import { DEMO_PASSWORD } from './browser';

/**
 * What the call answered, parsed by the endpoint's response schema: a journey reads the API as its
 * contract says, and fails here when the two part.
 */
export async function answerOf<E extends JsonEndpoint>(
  endpoint: E,
  response: APIResponse | Response,
): Promise<EndpointResponse<E>> {
  return parseAnswer(endpoint, await response.json());
}

/** The body of a refused call: its message. */
export async function refusalOf(response: APIResponse): Promise<ErrorResponse> {
  return errorResponseSchema.parse(await response.json());
}

/** The Authorization header of a demo login, for calling the API as that user. */
export async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post(authenticateEndpoint.path, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token } = await answerOf(authenticateEndpoint, response);
  return { authorization: `Bearer ${token}` };
}

/**
 * The answer of the call to `endpoint` made while `action` runs (the first whose request `wanted`
 * accepts), with the body and query it was sent; the call must succeed.
 */
export async function answerDuring<E extends JsonEndpoint>(
  page: Page,
  endpoint: E,
  action: () => Promise<unknown>,
  wanted: (body: Record<string, unknown> | null) => boolean = () => true,
) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === endpoint.path &&
        wanted(r.request().postDataJSON() as Record<string, unknown> | null),
    ),
    action(),
  ]);
  expect(response.status()).toBe(200);
  return {
    body: response.request().postDataJSON() as Record<string, unknown>,
    query: Object.fromEntries(new URL(response.url()).searchParams),
    answer: await answerOf(endpoint, response),
  };
}
