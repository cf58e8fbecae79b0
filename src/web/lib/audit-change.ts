import type { AuditEntry } from '../../shared/contracts/audit-log';

const MAX_TEXT = 300;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * An audit entry's change in a line: each field that differs as "field: before → after", a field
 * only after as "field: value", one only before as "field: value → —".
 */
export function auditChangeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const parts: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = valueText(before[key]);
    const is = valueText(after[key]);
    if (!(key in before)) parts.push(`${key}: ${is}`);
    else if (was !== is) parts.push(`${key}: ${was} → ${is}`);
  }
  const text = parts.join('; ');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
