import { describe, expect, it } from 'vitest';
import {
  isReported,
  owesReport,
  reportStatus,
  type ReportStatus,
  type WellReportFacts,
} from './report-owing';

// October 2026: ends on the 31st, its report due 15 November.
const OCTOBER = { end: '2026-10-31', dueOn: '2026-11-15' };

/** An active, metered, non-exempt well of an active client, with nothing reported. */
const facts = (overrides: Partial<WellReportFacts> = {}): WellReportFacts => ({
  wellActive: true,
  inactiveOn: null,
  clientActive: true,
  exempt: false,
  reportsByFile: false,
  completedOn: null,
  installations: [{ installedOn: '2020-01-01', removedOn: null }],
  lastReadingOn: null,
  hasPumpageOn: () => false,
  ...overrides,
});

const pumpageOn =
  (...days: string[]) =>
  (day: string) =>
    days.includes(day);

const meter = (installedOn: string, removedOn: string | null = null) => ({ installedOn, removedOn });

describe('owesReport', () => {
  it.each<[string, boolean, Partial<WellReportFacts>]>([
    ['a meter installed all period', true, {}],
    ['a meter installed mid-period', true, { installations: [meter('2026-10-15')] }],
    ['a meter installed on the last day', true, { installations: [meter('2026-10-31')] }],
    ['a meter installed after the period end', false, { installations: [meter('2026-11-05')] }],
    [
      'a meter changed mid-period (old removed, new installed the same day)',
      true,
      { installations: [meter('2020-01-01', '2026-10-15'), meter('2026-10-15')] },
    ],
    [
      'a meter removed mid-period without replacement',
      false,
      { installations: [meter('2020-01-01', '2026-10-15')] },
    ],
    ['a meter removed after the period end', true, { installations: [meter('2020-01-01', '2026-11-03')] }],
    ['no meter ever', false, { installations: [] }],
    ['a well made inactive after the period end', true, { wellActive: false, inactiveOn: '2026-11-01' }],
    ['a well made inactive on the last day', false, { wellActive: false, inactiveOn: '2026-10-31' }],
    ['a well made inactive mid-period', false, { wellActive: false, inactiveOn: '2026-10-15' }],
    ['a well made inactive, the day unknown', false, { wellActive: false, inactiveOn: null }],
    ['a client made inactive', false, { clientActive: false }],
    ['an exempt well', false, { exempt: true }],
    ['an exempt well whose client reports by file', false, { exempt: true, reportsByFile: true }],
    ['reporting by file without a meter', true, { reportsByFile: true, installations: [] }],
    [
      'reporting by file, the well made inactive before the end',
      false,
      { reportsByFile: true, installations: [], wellActive: false, inactiveOn: '2026-10-01' },
    ],
    ['completed after the period end', false, { completedOn: '2026-11-01' }],
    ['completed on the last day', true, { completedOn: '2026-10-31' }],
    ['completed before the period', true, { completedOn: '2026-09-15' }],
    ['completed after the end, reporting by file', false, { completedOn: '2026-11-01', reportsByFile: true }],
  ])('%s: owes %s', (_case, owes, overrides) => {
    expect(owesReport(facts(overrides), OCTOBER)).toBe(owes);
  });
});

describe('isReported', () => {
  it.each<[string, boolean, Partial<WellReportFacts>]>([
    ['nothing read or uploaded', false, {}],
    ['a reading the day after the end, covering the period', true, { lastReadingOn: '2026-11-01' }],
    ['a reading weeks after the end', true, { lastReadingOn: '2026-12-10' }],
    ['a reading on the last day', true, { lastReadingOn: '2026-10-31' }],
    ['a reading the day before the end', false, { lastReadingOn: '2026-10-30' }],
    ['pumpage on the last day', true, { hasPumpageOn: pumpageOn('2026-10-31') }],
    ['pumpage on the day before the end only', false, { hasPumpageOn: pumpageOn('2026-10-30') }],
    ['pumpage on the day after the end only', false, { hasPumpageOn: pumpageOn('2026-11-01') }],
    [
      'an early reading and pumpage on the last day',
      true,
      { lastReadingOn: '2026-10-15', hasPumpageOn: pumpageOn('2026-10-31') },
    ],
  ])('%s: reported %s', (_case, reported, overrides) => {
    expect(isReported(facts(overrides), OCTOBER)).toBe(reported);
  });
});

describe('reportStatus', () => {
  it.each<[string, string, ReportStatus, Partial<WellReportFacts>]>([
    ['while the period runs', '2026-10-15', 'upcoming', {}],
    ['the day before its end', '2026-10-30', 'upcoming', {}],
    ['on its last day', '2026-10-31', 'due', {}],
    ['between its end and the due date', '2026-11-07', 'due', {}],
    ['on the due date', '2026-11-15', 'due', {}],
    ['the day after the due date', '2026-11-16', 'overdue', {}],
    ['long after the due date', '2027-03-01', 'overdue', {}],
    ['reported by a reading, after the due date', '2026-11-25', 'reported', { lastReadingOn: '2026-11-20' }],
    [
      'reported by pumpage, before the due date',
      '2026-11-02',
      'reported',
      { hasPumpageOn: pumpageOn('2026-10-31') },
    ],
    ['a reading the day before the end only', '2026-11-16', 'overdue', { lastReadingOn: '2026-10-30' }],
    ['exempt, even past the due date', '2026-11-16', 'not-owed', { exempt: true }],
    [
      'not owed goes before reported',
      '2026-11-02',
      'not-owed',
      { clientActive: false, lastReadingOn: '2026-11-01' },
    ],
    ['a meter installed after the end', '2026-11-20', 'not-owed', { installations: [meter('2026-11-05')] }],
  ])('%s (%s): %s', (_case, today, status, overrides) => {
    expect(reportStatus(facts(overrides), OCTOBER, today)).toBe(status);
  });
});
