import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { IntentStatus } from '../../shared/states';
import type { StripeConnection } from '../integrations/payments/stripe-provider';

type StripeObject = Record<string, unknown>;

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form (or query) parameters, nested again: `metadata[invoiceId]` is `metadata.invoiceId`. */
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

/** An error as Stripe answers it, under `error`. */
export interface StripeErrorBody {
  type: string;
  code?: string;
  message: string;
  param?: string;
}

export interface FakeStripe {
  /** For createStripeProvider's options. */
  connection: StripeConnection;
  /** Every request received, in order, including refused ones. */
  requests: FakeStripeRequest[];
  /** Moves an intent to a state as if the owner paid (succeeded, amount_received = amount), or the bank is processing, or it failed with a message. */
  setIntentStatus(id: string, status: IntentStatus, lastError?: string): void;
  /**
   * What Stripe.js does when the owner pays: an open intent succeeds (or, for a bank transfer,
   * starts processing); a cancelled one is refused, as Stripe refuses it. Answers whether it took.
   */
  confirm(id: string): boolean;
  /** Changes what the stored intent says, e.g. its currency, to test that the portal checks it. */
  alterIntent(id: string, values: StripeObject): void;
  /** The refunds made, in order. */
  refunds: StripeObject[];
  /** The stored Stripe-shaped object. */
  intent(id: string): StripeObject | undefined;
  /** The next request answers this status and error body once (to test 5xx / declines). */
  failNext(status: number, error: StripeErrorBody): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const UNCANCELABLE: readonly unknown[] = ['succeeded', 'canceled', 'processing'];

function randomBase62(length: number): string {
  return Array.from(randomBytes(length), (byte) => BASE62[byte % 62]).join('');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const refuse = (status: number, error: StripeErrorBody): Answer => ({ status, body: { error } });
const invalidRequest = (message: string) => ({ type: 'invalid_request_error', message });
const invalid = (code: string, message: string, param: string) =>
  refuse(400, { ...invalidRequest(message), code, param });

/** Objects whose keys are 0, 1, 2... were arrays on the SDK's side (`types[0]=card`). */
function withArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withArrays(inner)] as const);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}

/** Stripe's form encoding back into objects: `a[b][0]=x` is `{ a: { b: ['x'] } }`. */
function parseForm(text: string): Record<string, unknown> {
  // Prototype-less nodes, so a key such as `__proto__[x]` is only data.
  const root: StripeObject = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split('[').map((segment) => segment.replace(/\]$/, ''));
    const last = path.pop() ?? key;
    let node = root;
    for (const segment of path) node = (node[segment] ??= Object.create(null)) as StripeObject;
    node[last] = value;
  }
  return withArrays(root) as Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for Stripe's PaymentIntents API, speaking the SDK's wire format; no network. Any
 * test-mode secret key (`sk_test_...`) is accepted; anything else is answered 401 as Stripe does.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, StripeObject>();
  /** Stripe keeps a key's first successful answer and replays it for the same request. */
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  const requests: FakeStripeRequest[] = [];
  const refunds: StripeObject[] = [];
  let nextFailure: Answer | null = null;

  function createIntent(body: Record<string, unknown>): Answer {
    // The pinned API version removed this parameter: an adapter still sending it must fail here too.
    if ('payment_method_types' in body) {
      return invalid(
        'parameter_unknown',
        'Received unknown parameter: payment_method_types',
        'payment_method_types',
      );
    }
    const { amount, currency } = body;
    if (amount === undefined || currency === undefined) {
      const param = amount === undefined ? 'amount' : 'currency';
      return invalid('parameter_missing', `Missing required param: ${param}.`, param);
    }
    if (typeof amount !== 'string' || !/^[1-9]\d*$/.test(amount)) {
      return invalid('parameter_invalid_integer', 'Invalid positive integer', 'amount');
    }
    if (currency !== 'usd') {
      return invalid('parameter_invalid', `Invalid currency: ${String(currency)}`, 'currency');
    }
    const id = `pi_${randomBase62(24)}`;
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount: Number(amount),
      amount_received: 0,
      currency,
      allowed_payment_method_types: body.allowed_payment_method_types ?? null,
      payment_method_types: body.allowed_payment_method_types ?? ['card'],
      payment_method_options: body.payment_method_options ?? {},
      client_secret: `${id}_secret_${randomBase62(24)}`,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      status: 'requires_payment_method',
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: nowSeconds(),
      livemode: false,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function cancelIntent(intent: StripeObject, body: Record<string, unknown>): Answer {
    if (UNCANCELABLE.includes(intent.status)) {
      const message = `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`;
      return refuse(400, { ...invalidRequest(message), code: 'payment_intent_unexpected_state' });
    }
    const reason = body.cancellation_reason ?? null;
    Object.assign(intent, { status: 'canceled', canceled_at: nowSeconds(), cancellation_reason: reason });
    return { status: 200, body: intent };
  }

  function createRefund(body: Record<string, unknown>): Answer {
    const intent = intents.get(String(body.payment_intent ?? ''));
    if (!intent) {
      return refuse(404, {
        ...invalidRequest(`No such payment_intent: '${String(body.payment_intent)}'`),
        code: 'resource_missing',
      });
    }
    if (intent.status !== 'succeeded') {
      return invalid(
        'charge_not_refundable',
        `This PaymentIntent (${String(intent.id)}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    }
    if (refunds.some((refund) => refund.payment_intent === intent.id)) {
      return refuse(400, {
        ...invalidRequest(`Charge for ${String(intent.id)} has already been refunded.`),
        code: 'charge_already_refunded',
      });
    }
    const amount = body.amount === undefined ? Number(intent.amount_received) : Number(body.amount);
    if (!(amount > 0) || amount > Number(intent.amount_received)) {
      return invalid(
        'amount_too_large',
        `Refund amount ($${amount / 100}) is greater than charge amount.`,
        'amount',
      );
    }
    const refund: StripeObject = {
      id: `re_${randomBase62(24)}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      metadata: body.metadata ?? {},
      status: 'succeeded',
      created: nowSeconds(),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function listRefunds(body: Record<string, unknown>): Answer {
    const data = refunds.filter((refund) => refund.payment_intent === body.payment_intent).reverse();
    return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
  }

  function route(method: string, path: string, body: Record<string, unknown>): Answer {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(body);
    const [, id = '', action] = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path) ?? [];
    const intent = intents.get(id);
    if (id && !intent) {
      return refuse(404, { ...invalidRequest(`No such payment_intent: '${id}'`), code: 'resource_missing' });
    }
    if (intent && method === 'GET' && !action) return { status: 200, body: intent };
    if (intent && method === 'POST' && action) return cancelIntent(intent, body);
    return refuse(404, invalidRequest(`Unrecognized request URL (${method}: ${path}).`));
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : await readBody(request);
    const body = parseForm(text);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, body, idempotencyKey });

    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return failure;
    }
    const key = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!/^sk_test_\w+$/.test(key)) {
      // Stripe shows only the end of a key it refuses.
      const message = key
        ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`
        : 'No API key provided.';
      return refuse(401, invalidRequest(message));
    }
    if (method !== 'POST' || !idempotencyKey) return route(method, url.pathname, body);
    const fingerprint = `${url.pathname} ${text}`;
    const earlier = idempotent.get(idempotencyKey);
    if (earlier) {
      if (earlier.request === fingerprint) return earlier.answer;
      return refuse(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    const fresh = route(method, url.pathname, body);
    // A snapshot: a replay answers the intent as it was then, as Stripe does.
    if (fresh.status === 200) {
      idempotent.set(idempotencyKey, { request: fingerprint, answer: structuredClone(fresh) });
    }
    return fresh;
  }

  const server = createServer((request, response) => {
    void answer(request)
      .catch((error: unknown) =>
        refuse(500, { type: 'api_error', message: `Fake Stripe failed: ${String(error)}` }),
      )
      .then(({ status, body }) => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomBase62(14)}`,
        });
        response.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    connection: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' },
    requests,
    setIntentStatus(id, status, lastError) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The fake Stripe has no intent ${id}`);
      Object.assign(intent, {
        status,
        amount_received: status === 'succeeded' ? intent.amount : 0,
        last_payment_error: lastError ? { type: 'card_error', message: lastError } : null,
      });
    },
    confirm(id) {
      const intent = intents.get(id);
      if (!intent || intent.status !== 'requires_payment_method') return false;
      const bank = (intent.payment_method_types as unknown[]).includes('us_bank_account');
      Object.assign(intent, {
        status: bank ? 'processing' : 'succeeded',
        amount_received: bank ? 0 : intent.amount,
      });
      return true;
    },
    alterIntent(id, values) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The fake Stripe has no intent ${id}`);
      Object.assign(intent, values);
    },
    refunds,
    intent: (id) => intents.get(id),
    failNext(status, error) {
      nextFailure = refuse(status, error);
    },
    close() {
      // The SDK keeps its connections alive; without this, close would wait for them to time out.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A webhook body and its Stripe-Signature header for an event about an intent, signed with stripe.webhooks.generateTestHeaderString. */
export function signedIntentEvent(
  object: StripeObject | undefined,
  type: string,
  secret: string,
  options: { timestamp?: number; eventId?: string } = {},
): { body: string; signature: string } {
  if (!object) throw new Error('signedIntentEvent needs the intent (fake.intent(id) found none)');
  const timestamp = options.timestamp ?? nowSeconds();
  const body = JSON.stringify({
    id: options.eventId ?? `evt_${randomBase62(24)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: timestamp,
    livemode: false,
    type,
    data: { object },
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}
