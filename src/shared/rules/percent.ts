/** Thousandths of a percent in a whole: 100% is 100,000. */
const MILLI_PERCENT_PER_WHOLE = 100_000n;

/** A percentage written as decimal text ("1.5", "10", "0.125") in thousandths of a percent, exactly. */
export function parsePercent(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`A percentage with at most three decimals, not "${text}"`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  return whole * 1000 + fraction;
}

/** `cents` times a share in thousandths of a percent, rounded half up to the cent. */
export function shareOfCents(cents: number, milliPercent: bigint): number {
  const exact = BigInt(cents) * milliPercent;
  return Number((exact * 2n + MILLI_PERCENT_PER_WHOLE) / (2n * MILLI_PERCENT_PER_WHOLE));
}
