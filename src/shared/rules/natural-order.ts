const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Well numbers and codes as people read them: digit runs compare by value, case does not count,
 * so EB-99 comes before EB-101. One rule for the screens and the files built from them.
 */
export function compareNaturally(left: string, right: string): number {
  return collator.compare(left, right);
}
