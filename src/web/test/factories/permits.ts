import {
  getWellPermitsEndpoint,
  type DistrictCutRow,
  type PermitAlertRow,
  type PermitSettings,
  type PermitTermsRow,
  type PermitUseResponse,
  type PermitUseRow,
  type WellPermitsResponse,
} from '../../../shared/contracts/permits';
import { PERMIT_USE_STATUSES } from '../../../shared/rules/permit-use';
import { jsonResponse } from '../api-mock';

/** The district's date in these answers. */
export const PERMIT_TODAY = '2026-06-30';

/** Terms of 120 MG a year and 500,000 gallons a day from January, in force. */
export function permitTermsRow(overrides: Partial<PermitTermsRow> = {}): PermitTermsRow {
  return {
    id: 2,
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
    annualGallons: 120_000_000,
    maxDailyGallons: 500_000,
    note: 'Renewed',
    createdBy: 'Ada Lovelace',
    createdAt: '2025-12-15T14:30:00.000Z',
    ...overrides,
  };
}

/**
 * EB-101's use of 2026: 54.321 MG used of 96 MG (120 MG less a 20% cut), at a pace that crosses
 * 100% on September 17.
 */
export function permitUseRow(overrides: Partial<PermitUseRow> = {}): PermitUseRow {
  return {
    wellId: 11,
    wellNumber: 'EB-101',
    clientId: 5,
    clientName: 'Red Stick Water Company',
    permitNumber: 'GP-2026-001',
    yearStart: '2026-01-01',
    yearEnd: '2026-12-31',
    permittedGallons: 96_000_000,
    uncutGallons: 120_000_000,
    usedGallons: 54_321_000,
    percentUsed: 56.5,
    dataThrough: '2026-06-28',
    paceGallonsPerDay: 512_000,
    projectedGallons: 149_553_000,
    projectedCrossingOn: '2026-09-17',
    maxDailyGallons: 500_000,
    daysAboveMax: 3,
    status: 'projected',
    ...overrides,
  };
}

/** An alert sent to the owner at 80% of the volume. */
export function permitAlertRow(overrides: Partial<PermitAlertRow> = {}): PermitAlertRow {
  return {
    id: 41,
    kind: 'use-80',
    periodOn: '2026-01-01',
    usedGallons: 96_500_000,
    permittedGallons: 120_000_000,
    outcome: 'sent',
    recipients: 'owner@example.org',
    claimedAt: '2026-06-20T15:00:00.000Z',
    sentAt: '2026-06-20T15:00:05.000Z',
    ...overrides,
  };
}

/** GetWellPermits' data: EB-101 with one version of its terms, its use, one day above the max and one alert. */
export function wellPermitsData(
  overrides: Partial<WellPermitsResponse['data']> = {},
): WellPermitsResponse['data'] {
  return {
    wellId: 11,
    wellNumber: 'EB-101',
    permitNumber: 'GP-2026-001',
    permitDate: '2025-12-01',
    terms: [permitTermsRow()],
    use: permitUseRow(),
    daysAboveMax: [{ date: '2026-06-12', gallons: 612_345, maxDailyGallons: 500_000 }],
    alerts: [permitAlertRow()],
    today: '2026-06-15',
    yearStart: '2026-01-01',
    yearEnd: '2026-12-31',
    ...overrides,
  };
}

export const wellPermitsAnswer =
  (overrides: Partial<WellPermitsResponse['data']> = {}) =>
  () =>
    jsonResponse({ message: 'OK', data: wellPermitsData(overrides) } satisfies WellPermitsResponse);

/** A well without permit terms. */
export const NO_PERMIT_ANSWER = wellPermitsAnswer({
  permitNumber: null,
  permitDate: null,
  terms: [],
  use: null,
  daysAboveMax: [],
  alerts: [],
});

/** GetPermitUse's answer of the rows, counted by status and summed unless told otherwise. */
export function permitUseBody(
  rows: PermitUseRow[],
  overrides: Partial<PermitUseResponse> = {},
): PermitUseResponse {
  const permitted = rows.reduce((sum, row) => sum + row.permittedGallons, 0);
  const used = rows.reduce((sum, row) => sum + row.usedGallons, 0);
  return {
    message: 'OK',
    data: rows,
    totalCount: rows.length,
    counts: Object.fromEntries(
      PERMIT_USE_STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length]),
    ) as PermitUseResponse['counts'],
    totals: {
      wells: rows.length,
      permittedGallons: permitted,
      usedGallons: used,
      percentUsed: permitted > 0 ? Math.floor((used * 1000) / permitted) / 10 : null,
    },
    yearStart: '2026-01-01',
    yearEnd: '2026-12-31',
    cutPercent: 0,
    today: PERMIT_TODAY,
    ...overrides,
  };
}

export const permitUseAnswer =
  (rows: PermitUseRow[], overrides: Partial<PermitUseResponse> = {}) =>
  () =>
    jsonResponse(permitUseBody(rows, overrides));

/** A 20% cut from June, open, in force, with its notices sent (one failed, two without an address). */
export function districtCutRow(overrides: Partial<DistrictCutRow> = {}): DistrictCutRow {
  return {
    id: 3,
    percent: 20,
    effectiveOn: '2026-06-01',
    endsOn: null,
    reason: 'Drought stage 2',
    inForce: true,
    createdBy: 'Grace Hopper',
    createdAt: '2026-05-25T16:00:00.000Z',
    notices: { sent: 12, failed: 1, noRecipient: 2, pending: 0 },
    ...overrides,
  };
}

export const districtCutsAnswer = (rows: DistrictCutRow[]) => () =>
  jsonResponse({ message: 'OK', data: rows, today: '2026-06-15' });

export function permitSettingsAnswer(overrides: Partial<PermitSettings> = {}) {
  return () =>
    jsonResponse({
      message: 'OK',
      data: { yearStartMonth: 1, alertEmail: 'permits@district.example', ...overrides },
    });
}

/** The well pages' permit call answered for a well without terms: for tests of the rest of those pages. */
export const NO_PERMIT_ANSWERS = { [getWellPermitsEndpoint.path]: NO_PERMIT_ANSWER };
