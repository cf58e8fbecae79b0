import { describe, expect, it } from 'vitest';
import { nextPaymentStatus, type PaymentStatus } from './apply-intent';

describe('nextPaymentStatus', () => {
  it.each<
    [PaymentStatus, Parameters<typeof nextPaymentStatus>[1], boolean, ReturnType<typeof nextPaymentStatus>]
  >([
    ['pending', 'succeeded', false, { status: 'succeeded', transition: 'paid' }],
    ['processing', 'succeeded', false, { status: 'succeeded', transition: 'paid' }],
    ['pending', 'processing', false, { status: 'processing', transition: 'processing' }],
    ['processing', 'processing', false, null],
    ['processing', 'requires_payment_method', true, { status: 'failed', transition: 'failed' }],
    ['pending', 'requires_payment_method', true, { status: 'pending', transition: 'declined' }],
    ['pending', 'requires_payment_method', false, null],
    ['pending', 'canceled', false, { status: 'canceled', transition: 'canceled' }],
    ['pending', 'requires_action', false, null],
    // Final states stay as they are, whatever arrives late.
    ['succeeded', 'processing', false, null],
    ['succeeded', 'canceled', false, null],
    ['succeeded', 'requires_payment_method', true, null],
    ['failed', 'succeeded', false, null],
    ['canceled', 'succeeded', false, null],
  ])('%s, reported %s (error: %s) -> %j', (current, reported, hasError, expected) => {
    expect(nextPaymentStatus(current, reported, hasError)).toEqual(expected);
  });
});
