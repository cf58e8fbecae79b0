import { describe, expect, it } from 'vitest';
import {
  bankOutcome,
  cardOutcome,
  hasExpired,
  NOT_A_TEST_ACCOUNT,
  NOT_A_TEST_CARD,
  passesLuhn,
} from './sandbox-test-numbers';

const NOW = new Date('2026-11-25T12:00:00Z');
const card = (number: string, expiry = '12 / 30') => cardOutcome({ number, expiry, cvc: '123' }, NOW);

describe('the sandbox takes Stripe’s test numbers and nothing else', () => {
  it.each([
    ['4242424242424242', { kind: 'succeeded' }],
    ['5555555555554444', { kind: 'succeeded' }],
    ['378282246310005', { kind: 'succeeded' }],
    ['4000000000000002', { kind: 'declined', message: 'Your card was declined.' }],
    ['4000000000009995', { kind: 'declined', message: 'Your card has insufficient funds.' }],
    ['4000000000000069', { kind: 'declined', message: 'Your card has expired.' }],
    ['4000000000000127', { kind: 'declined', message: "Your card's security code is incorrect." }],
    ['4111111111111111', { kind: 'declined', message: NOT_A_TEST_CARD }],
    ['4242424242424241', { kind: 'declined', message: 'Your card number is invalid.' }],
  ])('card %s', (number, outcome) => {
    expect(card(number)).toEqual(outcome);
  });

  it('refuses an expired card', () => {
    expect(card('4242424242424242', '10 / 26')).toEqual({
      kind: 'declined',
      message: "Your card's expiration date is in the past.",
    });
  });

  it.each([
    ['110000000', '000123456789', { kind: 'processing', failsWith: null }],
    [
      '110000000',
      '000111111113',
      { kind: 'processing', failsWith: "The customer's bank account has been closed." },
    ],
    [
      '110000000',
      '000222222227',
      {
        kind: 'processing',
        failsWith: "The customer's account has insufficient funds to cover this payment.",
      },
    ],
    ['110000000', '123456789', { kind: 'declined', message: NOT_A_TEST_ACCOUNT }],
    ['021000021', '000123456789', { kind: 'declined', message: NOT_A_TEST_ACCOUNT }],
  ])('bank %s / %s', (routingNumber, accountNumber, outcome) => {
    expect(bankOutcome({ accountHolderName: 'Jane', routingNumber, accountNumber })).toEqual(outcome);
  });

  it.each([
    ['4242424242424242', true],
    ['79927398713', false],
    ['378282246310005', true],
    ['1234567812345678', false],
  ])('Luhn %s -> %s', (digits, passes) => {
    expect(passesLuhn(digits)).toBe(passes);
  });

  it.each([
    ['11 / 26', false],
    ['10/26', true],
    ['01 / 27', false],
    ['13 / 27', true],
  ])('expiry %s has expired: %s', (expiry, expired) => {
    expect(hasExpired(expiry, NOW)).toBe(expired);
  });
});
