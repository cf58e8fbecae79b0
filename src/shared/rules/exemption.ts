/**
 * The district's exemption rules: which wells are exempt from the pumpage fee by what they are. A
 * well is exempt by rule when any one rule matches it: shallower than a depth, in an aquifer marked
 * exempt, serving a use of a category marked exempt, or able to pump less than a number of gallons
 * a day. "Below" is strict: a well of exactly 400 ft is not under 400 ft. A well whose depth or pump
 * rate is not known never matches the rule on it. The rules only suggest: what bills is the well's
 * own flag ('E', rules/billing.ts), which staff set with a reason.
 */

/** The rules as the district keeps them; a null number or an empty list is no rule. */
export interface ExemptionRules {
  /** Wells shallower than this many feet are exempt. */
  maxDepthFeet: number | null;
  aquiferIds: readonly number[];
  wellUseCategoryIds: readonly number[];
  /** Wells able to pump less than this many gallons a day are exempt. */
  minCapacityGallonsPerDay: number | null;
}

/** No rule at all: nothing is exempt by rule. */
export const NO_EXEMPTION_RULES: ExemptionRules = {
  maxDepthFeet: null,
  aquiferIds: [],
  wellUseCategoryIds: [],
  minCapacityGallonsPerDay: null,
};

/** What the rules read of a well; the category is its well use's. */
export interface ExemptionFacts {
  /** In feet. */
  wellDepth: number | null;
  /** In thousands of gallons a day, as the well keeps it. */
  dailyPumpRate: number | null;
  aquiferId: number | null;
  wellUseCategoryId: number | null;
}

/**
 * A well's capacity in gallons a day from its daily pump rate in thousands of gallons a day. The
 * rate has at most three decimals, so the gallons are whole; rounding drops the float's dust.
 */
export function capacityGallonsPerDay(dailyPumpRate: number | null): number | null {
  return dailyPumpRate === null ? null : Math.round(dailyPumpRate * 1000);
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function depthRuleText(maxDepthFeet: number): string {
  return `Shallower than ${NUMBER.format(maxDepthFeet)} ft`;
}

export const AQUIFER_RULE_TEXT = 'In an exempt aquifer';
export const CATEGORY_RULE_TEXT = 'Use of an exempt category';

export function capacityRuleText(minCapacityGallonsPerDay: number): string {
  return `Pumps under ${NUMBER.format(minCapacityGallonsPerDay)} gallons a day`;
}

/** The rules that mark the well exempt, as short texts, in the rules' order; empty: none does. */
export function exemptionReasons(well: ExemptionFacts, rules: ExemptionRules): string[] {
  const reasons: string[] = [];
  if (rules.maxDepthFeet !== null && well.wellDepth !== null && well.wellDepth < rules.maxDepthFeet) {
    reasons.push(depthRuleText(rules.maxDepthFeet));
  }
  if (well.aquiferId !== null && rules.aquiferIds.includes(well.aquiferId)) {
    reasons.push(AQUIFER_RULE_TEXT);
  }
  if (well.wellUseCategoryId !== null && rules.wellUseCategoryIds.includes(well.wellUseCategoryId)) {
    reasons.push(CATEGORY_RULE_TEXT);
  }
  const capacity = capacityGallonsPerDay(well.dailyPumpRate);
  if (
    rules.minCapacityGallonsPerDay !== null &&
    capacity !== null &&
    capacity < rules.minCapacityGallonsPerDay
  ) {
    reasons.push(capacityRuleText(rules.minCapacityGallonsPerDay));
  }
  return reasons;
}

/** Whether any rule marks the well exempt. */
export function isExemptByRules(well: ExemptionFacts, rules: ExemptionRules): boolean {
  return exemptionReasons(well, rules).length > 0;
}
