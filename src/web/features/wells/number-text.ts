import { z } from 'zod';

/** A number typed into a text field: blank is null, anything else must read as a number. */
export function numberText(label: string) {
  return z
    .string()
    .trim()
    .transform((text, context): number | null | undefined => {
      if (!text) return null;
      const value = Number(text);
      if (Number.isFinite(value)) return value;
      context.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    });
}

/** A stored number shown in a text field. */
export function numberToText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Runs a form's converted values through the call's own schema, so its rules and messages apply
 * unchanged, with each message on its field.
 */
export function checkedBy<Output>(schema: z.ZodType<Output>) {
  return (value: unknown, context: z.RefinementCtx): Output => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  };
}
