import { describe, expect, it } from 'vitest';
import {
  AQUIFER_RULE_TEXT,
  capacityGallonsPerDay,
  CATEGORY_RULE_TEXT,
  exemptionReasons,
  isExemptByRules,
  NO_EXEMPTION_RULES,
  type ExemptionFacts,
  type ExemptionRules,
} from './exemption';

/** Louisiana's defaults, with aquifer 7 and categories 3 and 4 marked exempt. */
const LOUISIANA: ExemptionRules = {
  maxDepthFeet: 400,
  aquiferIds: [7],
  wellUseCategoryIds: [3, 4],
  minCapacityGallonsPerDay: 50_000,
};

/** A deep, large industrial well in a sand no rule names: no rule matches it. */
const DEEP: ExemptionFacts = { wellDepth: 1500, dailyPumpRate: 2000, aquiferId: 1, wellUseCategoryId: 2 };

const SHALLOW = 'Shallower than 400 ft';
const SMALL = 'Pumps under 50,000 gallons a day';

describe('exemptionReasons', () => {
  it.each<[string, Partial<ExemptionFacts>, string[]]>([
    ['a deep, large well of no exempt aquifer or category', {}, []],
    ['399.9 ft', { wellDepth: 399.9 }, [SHALLOW]],
    ['exactly 400 ft (not under 400)', { wellDepth: 400 }, []],
    ['400.1 ft', { wellDepth: 400.1 }, []],
    ['an unknown depth', { wellDepth: null }, []],
    ['the exempt aquifer', { aquiferId: 7 }, [AQUIFER_RULE_TEXT]],
    ['no aquifer', { aquiferId: null }, []],
    ['an exempt category', { wellUseCategoryId: 4 }, [CATEGORY_RULE_TEXT]],
    ['a use without a category', { wellUseCategoryId: null }, []],
    ['49.999 thousand gallons a day', { dailyPumpRate: 49.999 }, [SMALL]],
    ['exactly 50,000 gallons a day (not under)', { dailyPumpRate: 50 }, []],
    ['50.001 thousand gallons a day', { dailyPumpRate: 50.001 }, []],
    ['a pump rate of 0', { dailyPumpRate: 0 }, [SMALL]],
    ['an unknown pump rate', { dailyPumpRate: null }, []],
    [
      'every rule at once, in the rules’ order',
      { wellDepth: 120, aquiferId: 7, wellUseCategoryId: 3, dailyPumpRate: 5 },
      [SHALLOW, AQUIFER_RULE_TEXT, CATEGORY_RULE_TEXT, SMALL],
    ],
    ['nothing known', { wellDepth: null, dailyPumpRate: null, aquiferId: null, wellUseCategoryId: null }, []],
  ])('under the Louisiana defaults, %s', (_name, facts, reasons) => {
    const well = { ...DEEP, ...facts };
    expect(exemptionReasons(well, LOUISIANA)).toEqual(reasons);
    expect(isExemptByRules(well, LOUISIANA)).toBe(reasons.length > 0);
  });

  it.each<[string, Partial<ExemptionRules>, Partial<ExemptionFacts>, string[]]>([
    [
      'no rules: not even the shallowest, smallest well',
      NO_EXEMPTION_RULES,
      { wellDepth: 1, dailyPumpRate: 0 },
      [],
    ],
    ['empty lists match no aquifer', { aquiferIds: [] }, { aquiferId: 7 }, []],
    ['empty lists match no category', { wellUseCategoryIds: [] }, { wellUseCategoryId: 3 }, []],
    ['no depth rule', { maxDepthFeet: null }, { wellDepth: 10 }, []],
    ['no capacity rule', { minCapacityGallonsPerDay: null }, { dailyPumpRate: 0.5 }, []],
    ['a depth of tenths', { maxDepthFeet: 250.5 }, { wellDepth: 250.4 }, ['Shallower than 250.5 ft']],
    ['the depth rule at its tenth', { maxDepthFeet: 250.5 }, { wellDepth: 250.5 }, []],
    [
      'a capacity of a few gallons',
      { minCapacityGallonsPerDay: 36 },
      { dailyPumpRate: 0.035 },
      ['Pumps under 36 gallons a day'],
    ],
    ['the capacity rule at its gallon', { minCapacityGallonsPerDay: 35 }, { dailyPumpRate: 0.035 }, []],
  ])('%s', (_name, rules, facts, reasons) => {
    expect(exemptionReasons({ ...DEEP, ...facts }, { ...LOUISIANA, ...rules })).toEqual(reasons);
  });
});

describe('capacityGallonsPerDay', () => {
  it.each([
    [null, null],
    [0, 0],
    [50, 50_000],
    [0.035, 35],
    [49.999, 49_999],
    [1234.567, 1_234_567],
  ])('reads a pump rate of %s thousand gallons a day as %s gallons', (rate, gallons) => {
    expect(capacityGallonsPerDay(rate)).toBe(gallons);
  });
});
