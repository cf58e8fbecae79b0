import type { ReportingPeriod } from './reporting-calendar';

/** A meter's time on a well: from its opening read to its closing read (null: still installed). */
export interface InstallationSpan {
  installedOn: string;
  removedOn: string | null;
}

/** What the owing rule needs to know of a well, as it stands now. */
export interface WellReportFacts {
  wellActive: boolean;
  /** The day the well was made inactive, when it is and the day is known. */
  inactiveOn: string | null;
  clientActive: boolean;
  exempt: boolean;
  /** The well's client reports pumpage by file (the client's self-submitting flag). */
  reportsByFile: boolean;
  /** The day the well was completed, when known: it owes nothing for periods that ended before. */
  completedOn: string | null;
  installations: readonly InstallationSpan[];
  /** The latest day a reading (held or accepted, or a meter's opening read) was taken. */
  lastReadingOn: string | null;
  /** The days with pumpage of the well (uploaded or from readings), as far as the rule asks. */
  hasPumpageOn: (day: string) => boolean;
}

/** Where a well stands with a period's report on a day. */
export type ReportStatus = 'not-owed' | 'reported' | 'upcoming' | 'due' | 'overdue';

/** Whether a meter was on the well on `day` (installed that day or before, not yet removed). */
export function meterInstalledOn(installations: readonly InstallationSpan[], day: string): boolean {
  return installations.some(
    ({ installedOn, removedOn }) => installedOn <= day && (removedOn === null || removedOn > day),
  );
}

/**
 * Whether the well owes a report for the period: an active, non-exempt well of an active client
 * owes one while a meter is installed on the period's last day (a meter put on mid-period owes the
 * days since; one taken off mid-period was reported by its closing read) or while its client
 * reports by file. A well made inactive owes the periods that ended before; one completed after a
 * period's end owes nothing for it.
 */
export function owesReport(facts: WellReportFacts, period: Pick<ReportingPeriod, 'end'>): boolean {
  if (!facts.clientActive || facts.exempt) return false;
  if (!facts.wellActive && (facts.inactiveOn === null || facts.inactiveOn <= period.end)) return false;
  if (facts.completedOn !== null && facts.completedOn > period.end) return false;
  return facts.reportsByFile || meterInstalledOn(facts.installations, period.end);
}

/**
 * Whether the period is reported: a reading taken on its last day or later (whose volume covers the
 * days back to the one before), or pumpage on its last day, uploaded or from readings.
 */
export function isReported(facts: WellReportFacts, period: Pick<ReportingPeriod, 'end'>): boolean {
  return (
    (facts.lastReadingOn !== null && facts.lastReadingOn >= period.end) || facts.hasPumpageOn(period.end)
  );
}

/**
 * The well's standing with the period on `today`: not owed, reported, still running (upcoming),
 * due (ended, its due date not passed) or overdue.
 */
export function reportStatus(
  facts: WellReportFacts,
  period: Pick<ReportingPeriod, 'end' | 'dueOn'>,
  today: string,
): ReportStatus {
  if (!owesReport(facts, period)) return 'not-owed';
  if (isReported(facts, period)) return 'reported';
  if (today < period.end) return 'upcoming';
  return today <= period.dueOn ? 'due' : 'overdue';
}
