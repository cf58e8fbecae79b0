import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar';
import {
  permittedGallons,
  permitYearOf,
  projectPermitUse,
  volumesOfYear,
  type DistrictCut,
  type PermitTermsVersion,
  type PermitYear,
} from './permit-use';

/*
 * Properties of the permit-use rule over real dates (2000 to 2040, every start month) and volumes up
 * to a trillion gallons a year: cuts only ever take away, a whole year of one version is its volume,
 * and the projected crossing is the first day the pace reaches the permitted gallons.
 */

const RUNS = { numRuns: 200 };
const FIRST_DAY = '2000-01-01';
const SPAN_DAYS = daysBetween(FIRST_DAY, '2040-12-31');

const day = fc.integer({ min: 0, max: SPAN_DAYS }).map((offset) => addDays(FIRST_DAY, offset));
const startMonth = fc.integer({ min: 1, max: 12 });
const year = fc.tuple(day, startMonth).map(([held, month]) => permitYearOf(held, month));
const gallons = (max: bigint) => fc.bigInt({ min: 0n, max }).map(Number);
const annualGallons = gallons(1_000_000_000_000n);
/** A percent with two decimals, 0 to 100. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

/** A day some days either side of the year, so versions and cuts start before, within and after it. */
const dayAround = (of: PermitYear) =>
  fc.integer({ min: -400, max: 800 }).map((offset) => addDays(of.start, offset));

const termsAround = (of: PermitYear) =>
  fc.array(fc.record({ effectiveFrom: dayAround(of), annualGallons }), {
    minLength: 0,
    maxLength: 4,
  }) as fc.Arbitrary<PermitTermsVersion[]>;

const cutAround = (of: PermitYear) =>
  fc
    .record({
      percent,
      effectiveOn: dayAround(of),
      length: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
    })
    .map(({ percent: cutPercent, effectiveOn, length }): DistrictCut => ({
      percent: cutPercent,
      effectiveOn,
      endsOn: length === null ? null : addDays(effectiveOn, length),
    }));

const cutsAround = (of: PermitYear) => fc.array(cutAround(of), { minLength: 0, maxLength: 4 });

/** A year with its terms and cuts. */
const permitCase = year.chain((of) =>
  fc.record({ year: fc.constant(of), terms: termsAround(of), cuts: cutsAround(of) }),
);

const yearDays = ({ start, end }: PermitYear) => daysBetween(start, end) + 1;

describe('permittedGallons', () => {
  it('is unchanged by a cut of 0%', () => {
    fc.assert(
      fc.property(
        permitCase.chain((given) => fc.record({ given: fc.constant(given), zero: cutAround(given.year) })),
        ({ given: { year: of, terms }, zero }) => {
          const none = permittedGallons(of, terms, []);
          expect(permittedGallons(of, terms, [{ ...zero, percent: 0 }])).toBe(none);
        },
      ),
      RUNS,
    );
  });

  it('is unchanged by adding a cut of 0% to other cuts', () => {
    fc.assert(
      fc.property(
        permitCase.chain((given) => fc.record({ given: fc.constant(given), zero: cutAround(given.year) })),
        ({ given: { year: of, terms, cuts }, zero }) => {
          expect(permittedGallons(of, terms, [...cuts, { ...zero, percent: 0 }])).toBe(
            permittedGallons(of, terms, cuts),
          );
        },
      ),
      RUNS,
    );
  });

  it('lies between 0 and the uncut volume, which is at most the largest version’s', () => {
    fc.assert(
      fc.property(permitCase, ({ year: of, terms, cuts }) => {
        const cut = permittedGallons(of, terms, cuts);
        const uncut = permittedGallons(of, terms, []);
        const largest = Math.max(0, ...terms.map((version) => version.annualGallons));
        expect(Number.isSafeInteger(cut)).toBe(true);
        expect(cut).toBeGreaterThanOrEqual(0);
        expect(cut).toBeLessThanOrEqual(uncut);
        expect(uncut).toBeLessThanOrEqual(largest);
      }),
      RUNS,
    );
  });

  it('is exactly the annual volume of one version in force from the year’s start, without cuts', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 0, max: 3000 }), annualGallons, (of, before, annual) => {
        const terms = [{ effectiveFrom: addDays(of.start, -before), annualGallons: annual }];
        expect(permittedGallons(of, terms, [])).toBe(annual);
      }),
      RUNS,
    );
  });

  it('is exactly the annual volume less a cut of the whole year, rounded down', () => {
    fc.assert(
      fc.property(year, annualGallons, percent, (of, annual, cutPercent) => {
        const terms = [{ effectiveFrom: of.start, annualGallons: annual }];
        const cuts = [{ percent: cutPercent, effectiveOn: addDays(of.start, -1), endsOn: of.end }];
        const basisPoints = BigInt(Math.round(cutPercent * 100));
        expect(permittedGallons(of, terms, cuts)).toBe(
          Number((BigInt(annual) * (10_000n - basisPoints)) / 10_000n),
        );
      }),
      RUNS,
    );
  });

  it('is the days-weighted sum of the days with terms, rounded down once', () => {
    fc.assert(
      fc.property(year, annualGallons, fc.integer({ min: 0, max: 400 }), (of, annual, offset) => {
        const from = addDays(of.start, offset);
        const days = BigInt(Math.max(0, Math.min(yearDays(of), daysBetween(from, of.end) + 1)));
        expect(permittedGallons(of, [{ effectiveFrom: from, annualGallons: annual }])).toBe(
          Number((BigInt(annual) * days) / BigInt(yearDays(of))),
        );
      }),
      RUNS,
    );
  });

  it('never permits more with a larger cut', () => {
    fc.assert(
      fc.property(
        permitCase.chain((given) =>
          fc.record({
            given: fc.constant(given),
            extra: cutAround(given.year),
            lower: percent,
            higher: percent,
          }),
        ),
        ({ given: { year: of, terms, cuts }, extra, lower, higher }) => {
          const [small, large] = lower <= higher ? [lower, higher] : [higher, lower];
          const less = permittedGallons(of, terms, [...cuts, { ...extra, percent: small }]);
          const more = permittedGallons(of, terms, [...cuts, { ...extra, percent: large }]);
          expect(more).toBeLessThanOrEqual(less);
          expect(less).toBeLessThanOrEqual(permittedGallons(of, terms, cuts));
        },
      ),
      RUNS,
    );
  });
});

/** A share in ten-thousandths, from 0 to `max`. */
const share = (max: number) => fc.integer({ min: 0, max: max * 10_000 }).map((parts) => parts / 10_000);

/**
 * A year, a day with data in it, a permit, the use so far (often near the permit, sometimes over it)
 * and a pace: either a share of the use, or one set to reach the permit in about `daysToCross` days,
 * so crossings within the year, after it and exactly on its last day all come up. No use, no pace.
 */
const useCase = year.chain((of) =>
  fc
    .record({
      through: fc.integer({ min: 0, max: yearDays(of) - 1 }),
      permitted: fc.oneof(gallons(1_000_000_000_000n), gallons(10_000n), fc.constantFrom(0, 1, 1000)),
      usedShare: fc.oneof(share(1.2), fc.constantFrom(0, 0.7999, 0.8, 0.9999, 1, 1.0001)),
      usedOffset: fc.integer({ min: -2, max: 2 }),
      pace: fc.oneof(
        fc.record({ kind: fc.constant('share' as const), value: share(1) }),
        fc.record({ kind: fc.constant('days' as const), value: fc.integer({ min: 1, max: 400 }) }),
      ),
      paceOffset: fc.integer({ min: -2, max: 2 }),
    })
    .map(({ through, permitted, usedShare, usedOffset, pace, paceOffset }) => {
      const dataThrough = addDays(of.start, through);
      const usedGallons = Math.max(0, Math.floor(permitted * usedShare) + usedOffset);
      const window = Math.min(30, through + 1);
      const paced =
        pace.kind === 'share'
          ? Math.floor(usedGallons * pace.value)
          : Math.ceil((Math.max(1, permitted - usedGallons) * window) / pace.value) + paceOffset;
      const paceGallons = usedGallons === 0 ? 0 : Math.max(0, paced);
      return { year: of, dataThrough, usedGallons, paceGallons, permittedGallons: permitted };
    }),
);

describe('volumesOfYear', () => {
  it('gives what permittedGallons gives, with the cuts and without, for any terms', () => {
    fc.assert(
      fc.property(permitCase, ({ year: of, terms, cuts }) => {
        expect(volumesOfYear(of, cuts)(terms)).toEqual({
          permitted: permittedGallons(of, terms, cuts),
          uncut: permittedGallons(of, terms),
        });
      }),
      RUNS,
    );
  });
});

describe('projectPermitUse', () => {
  it('crosses after the data, within the year, on the first day the pace reaches the permit', () => {
    fc.assert(
      fc.property(useCase, (facts) => {
        const outcome = projectPermitUse(facts);
        const { year: of, dataThrough, usedGallons, paceGallons, permittedGallons: permitted } = facts;
        const window = BigInt(Math.min(30, daysBetween(of.start, dataThrough) + 1));
        // Gallons used by the end of a day after the data, times the window's days: exact.
        const usedBy = (days: number) => BigInt(usedGallons) * window + BigInt(paceGallons) * BigInt(days);
        const target = BigInt(permitted) * window;
        const { projectedCrossingOn: crossing } = outcome;
        if (crossing === null) {
          if (outcome.status !== 'over' && paceGallons > 0) {
            expect(usedBy(daysBetween(dataThrough, of.end))).toBeLessThan(target);
          }
          return;
        }
        expect(crossing > dataThrough).toBe(true);
        expect(crossing <= of.end).toBe(true);
        const days = daysBetween(dataThrough, crossing);
        expect(usedBy(days)).toBeGreaterThanOrEqual(target);
        expect(usedBy(days - 1)).toBeLessThan(target);
        expect(outcome.status === 'near' || outcome.status === 'projected').toBe(true);
        expect(outcome.projectedGallons).toBeGreaterThanOrEqual(permitted);
      }),
      RUNS,
    );
  });

  it('puts percentUsed at the true share rounded down to a tenth', () => {
    fc.assert(
      fc.property(useCase, (facts) => {
        const { percentUsed } = projectPermitUse(facts);
        const { usedGallons: used, permittedGallons: permitted } = facts;
        if (permitted === 0) {
          expect(percentUsed).toBeNull();
          return;
        }
        expect(percentUsed).not.toBeNull();
        // percentUsed = tenths / 10 with tenths * permitted <= used * 1000 < (tenths + 1) * permitted.
        const tenths = Math.round((percentUsed ?? 0) * 10);
        expect(tenths / 10).toBe(percentUsed);
        expect(BigInt(tenths) * BigInt(permitted)).toBeLessThanOrEqual(BigInt(used) * 1000n);
        expect(BigInt(used) * 1000n).toBeLessThan(BigInt(tenths + 1) * BigInt(permitted));
      }),
      RUNS,
    );
  });

  it('is over exactly when the used reach a permit above 0, or exceed one of 0', () => {
    fc.assert(
      fc.property(useCase, (facts) => {
        const { status } = projectPermitUse(facts);
        const { usedGallons: used, permittedGallons: permitted } = facts;
        expect(status === 'over').toBe(permitted > 0 ? used >= permitted : used > 0);
      }),
      RUNS,
    );
  });
});
