import type { AuditEntry } from '../../shared/contracts/audit-log';
import { formatCents } from '../../shared/format';

const MAX_TEXT = 300;

/** A stored field's name in words: `lateFeeAmountCents` reads "Late fee amount", `isVisible` "Visible". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/^is(?=[A-Z])/, '')
    .replace(/MilliPercent/, 'Percent')
    .replace(/Cents/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as people read it: cents as dollars, thousandths of a percent as percent, yes/no. */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && /Cents/.test(key)) return formatCents(value);
  if (typeof value === 'number' && /MilliPercent$/.test(key)) return `${value / 1000}%`;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** What was done, in words: `add-adjustment` reads "Add adjustment". */
export function auditActionText(action: string): string {
  const words = action.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An audit entry's change in a line, in words and dollars: each field that differs as
 * "Field: before → after", a field only after as "Field: value", one only before as
 * "Field: value → —".
 */
export function auditChangeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const parts: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = valueText(key, before[key]);
    const is = valueText(key, after[key]);
    if (!(key in before)) parts.push(`${fieldLabel(key)}: ${is}`);
    else if (was !== is) parts.push(`${fieldLabel(key)}: ${was} → ${is}`);
  }
  const text = parts.join('; ');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
