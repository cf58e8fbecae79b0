import type {
  ClientReminder,
  ClientReportsDueResponse,
  ReportDue,
} from '../../../shared/contracts/reporting-calendar';

/** A report a metered well owes: March 2026, ended and due by April 15. */
export function reportDue(overrides: Partial<ReportDue> = {}): ReportDue {
  return {
    clientId: 5,
    wellId: 11,
    wellNumber: 'EB-101',
    clientWellName: 'Plant Well No. 1',
    reportsBy: 'meter',
    periodKey: '2026-03',
    periodLabel: 'March 2026',
    periodEnd: '2026-03-31',
    dueOn: '2026-04-15',
    status: 'due',
    lastReadingOn: '2026-03-01',
    ...overrides,
  };
}

/** GetClientReportsDue's answer with these rows, on the district's day. */
export function reportsDueAnswer(rows: ReportDue[], today = '2026-04-10'): ClientReportsDueResponse {
  return { message: 'OK', data: rows, today };
}

/** A reminder sent to a client by the scheduled run: the first one after March's due date, sent. */
export function clientReminder(overrides: Partial<ClientReminder> = {}): ClientReminder {
  return {
    id: 901,
    kind: 'overdue',
    sequence: 1,
    outcome: 'sent',
    sentAt: '2026-04-16T13:05:00.000Z',
    claimedAt: '2026-04-16T13:04:58.000Z',
    periodKey: '2026-03',
    periodLabel: 'March 2026',
    dueOn: '2026-04-15',
    wellNumbers: ['EB-101', 'EB-102'],
    recipients: 'owner@redstick.test',
    detail: null,
    sentBy: null,
    ...overrides,
  };
}
