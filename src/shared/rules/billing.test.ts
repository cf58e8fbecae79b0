import { describe, expect, it } from 'vitest';
import {
  BILLING_RATE_CENTS_PER_MILLION_GALLONS,
  billedAmountCents,
  billQuarter,
  centsAsDecimal,
  centsToDollars,
  dollarsToCents,
  isExemptFlag,
  nearestCents,
  roundQuarterKgal,
  sumKgal,
} from './billing';
import { formatCents } from '../format';

describe('billing', () => {
  it('bills $65.00 per million gallons', () => {
    expect(BILLING_RATE_CENTS_PER_MILLION_GALLONS).toBe(6500);
  });

  it.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [2.499, 2],
    [2.5, 3],
    [3.5, 4],
    [1234.501, 1235],
    [999.999, 1000],
    // 0.1 + 0.2 in floats is 0.30000000000000004; the thousandth it came from decides.
    [0.1 + 0.2 + 2.2, 3],
    [1.0005, 1],
  ])('rounds a quarter total of %s kgal to %i', (kgal, rounded) => {
    expect(roundQuarterKgal(kgal)).toBe(rounded);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses to round %s', (kgal) => {
    expect(() => roundQuarterKgal(kgal)).toThrow(RangeError);
  });

  it.each([
    [0, 0],
    [1, 7], // 6.5 cents rounds up
    [2, 13],
    [3, 20], // 19.5
    [10, 65],
    [153, 995], // 994.5
    [154, 1001],
    [1000, 6500],
    [1001, 6507], // 6506.5
    [123_457, 802_471], // 802,470.5
    [150_000_000, 975_000_000],
  ])('bills %i kgal as %i cents', (kgal, cents) => {
    expect(billedAmountCents(kgal)).toBe(cents);
  });

  it.each([
    [1, 1000, 1],
    [1, 1001, 2],
    [3, 3333, 10], // 9.999
    [7, 0, 0],
  ])('bills %i kgal at %i cents per million gallons as %i cents', (kgal, rate, cents) => {
    expect(billedAmountCents(kgal, rate)).toBe(cents);
  });

  it.each([1.5, -1, Number.NaN, 2 ** 60])('refuses to bill %s kgal', (kgal) => {
    expect(() => billedAmountCents(kgal)).toThrow(RangeError);
  });

  it.each([0.5, -1])('refuses a rate of %s', (rate) => {
    expect(() => billedAmountCents(1, rate)).toThrow(RangeError);
  });

  it.each([
    [null, false, { roundedKgal: 0, billedCents: 0 }],
    [0, false, { roundedKgal: 0, billedCents: 0 }],
    [1000.5, false, { roundedKgal: 1001, billedCents: 6507 }],
    [1000.5, true, { roundedKgal: 1001, billedCents: 0 }],
  ] as const)('bills a quarter of %s kgal (exempt: %s) as %j', (total, isExempt, bill) => {
    expect(billQuarter(total, isExempt)).toEqual(bill);
  });

  it.each([
    ['E', true],
    [null, false],
    [undefined, false],
    ['', false],
    ['e', false],
  ] as const)('flag %j is exempt: %s', (flag, exempt) => {
    expect(isExemptFlag(flag)).toBe(exempt);
  });

  it.each([
    [[], null],
    [[null, null], null],
    [[0, null], 0],
    [[1.1, 2.2], 3.3],
    [[0.1, 0.2, null, 0.001], 0.301],
  ] as const)('adds %j kgal to %s', (values, total) => {
    expect(sumKgal(values)).toBe(total);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [12.34, 1234],
    [-5, -500],
    [0.1, 10],
    [1.1, 110],
    [19.99, 1999],
    [-0.01, -1],
    [0, 0],
  ])('%s dollars are %s cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([[1.005], [0.001], [Number.NaN], [Number.POSITIVE_INFINITY], [1e20]])(
    'refuses %s rather than rounding it',
    (dollars) => {
      expect(dollarsToCents(dollars)).toBeNull();
    },
  );

  it('is the inverse of centsToDollars for every cent amount it is given', () => {
    for (let cents = -100_000; cents <= 100_000; cents += 7) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});

describe('the conversions between dollars and cents', () => {
  it.each([
    [2022, '20.22'],
    [5, '0.05'],
    [-50, '-0.50'],
    [-12345, '-123.45'],
    [0, '0.00'],
  ])('%i cents read %s as decimal dollars', (cents, text) => {
    expect(centsAsDecimal(cents)).toBe(text);
  });

  it.each([
    [123.45, 12345],
    [0.1 + 0.2, 30],
    [-0.001, 0],
    [19.999, 2000],
  ])('%d dollars reported by another system are %i cents', (dollars, cents) => {
    expect(Object.is(nearestCents(dollars), cents)).toBe(true);
  });

  it('prints cents as dollars through the same conversion', () => {
    expect(formatCents(-2050)).toBe('-$20.50');
    expect(centsToDollars(2050)).toBe(20.5);
  });
});
