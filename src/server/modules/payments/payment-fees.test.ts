import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ownerToken = '';
beforeAll(async () => {
  t = await createTestApp({
    config: {
      paymentFees: {
        cardMilliPercent: 3250,
        cardFixedCents: 50,
        bankMilliPercent: 1000,
        cardLimitCents: 5_000_000,
        bankLimitCents: 20_000_000,
      },
    },
  });
  const matrix = await insertAccessMatrix(t.database.db);
  ownerToken = await t.tokenFor({ userId: matrix.owner.id });
});
afterAll(() => t.close());

describe('GET GetPaymentFees', () => {
  it('answers the configured fees to a signed-in owner, and nothing to anyone else', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/GetPaymentFees',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(answer.json()).toEqual({
      message: 'OK',
      data: {
        cardMilliPercent: 3250,
        cardFixedCents: 50,
        bankMilliPercent: 1000,
        cardLimitCents: 5_000_000,
        bankLimitCents: 20_000_000,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/GetPaymentFees' })).statusCode).toBe(401);
  });
});
