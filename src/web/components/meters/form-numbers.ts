import { z } from 'zod';

/**
 * A number typed into a text field: blank is null, thousands separators are dropped (a register
 * read off as "12,345"), anything else must read as a number. Piped into the contract's own rule
 * for the field, so its messages apply unchanged.
 */
export function numberText(label: string) {
  return z.string().transform((text, context): number | null | undefined => {
    const bare = text.replace(/[\s,]/g, '');
    if (!bare) return null;
    const value = Number(bare);
    if (Number.isFinite(value)) return value;
    context.addIssue({ code: 'custom', message: `${label} must be a number` });
    return z.NEVER;
  });
}

/** Text whose blank means "not given" (a date or time input left empty): null. */
export function blankToNull() {
  return z.string().transform((text): string | null | undefined => text.trim() || null);
}

/** A stored number shown in a text field. */
export function numberToText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
