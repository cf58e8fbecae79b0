import { describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_TERMS, invoiceDates, lateFeeStateOf } from '../../../shared/rules/invoices';
import { generationDays } from './invoices';

describe('the demo quarters’ generation days', () => {
  it.each([
    // Long after the newest quarter ended: that quarter is the one in its grace period.
    ['2026-11-25', ['2026 Q3 2026-10-16 grace', '2026 Q2 2026-07-16', '2026 Q1 2026-04-16']],
    // Soon after: the quarter before it is, and the newest was generated 15 days after its end.
    ['2026-04-20', ['2026 Q1 2026-04-16', '2025 Q4 2026-03-11 grace', '2025 Q3 2025-10-16']],
    // Before the schedule would have run: the newest is generated today.
    ['2026-04-03', ['2026 Q1 2026-04-03', '2025 Q4 2026-02-22 grace', '2025 Q3 2025-10-16']],
  ])('on %s', (today, expected) => {
    const plan = generationDays(today, DEFAULT_INVOICE_TERMS);
    expect(
      plan.map(
        ({ period, day, grace }) => `${period.year} Q${period.quarter} ${day}${grace ? ' grace' : ''}`,
      ),
    ).toEqual(expected);
    const grace = plan.find((step) => step.grace);
    const { dueDate, extendedDeadline } = invoiceDates(grace?.day ?? '', DEFAULT_INVOICE_TERMS.dueDays);
    const state = lateFeeStateOf({
      totalDueCents: 10_000,
      dueDate,
      extendedDeadline,
      today,
      terms: DEFAULT_INVOICE_TERMS,
      hasPaid: false,
      paidLateFeeCents: 0,
      hideLateFees: false,
    });
    expect(state.kind).toBe('grace');
  });
});
