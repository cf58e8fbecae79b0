import { expect } from 'vitest';
import type { ComplianceReport, ComplianceReportRequest } from '../../../shared/contracts/compliance-report';
import { insertAccessMatrix } from './people';
import { createTestApp, type TestApp } from '../test-app';
import { todayIn } from '../../time';
import { eachDay, insertDays } from './pumpage';
import { insertWell, insertWellReferences } from './wells';

export const TODAY = todayIn('America/Chicago');
export const CURRENT_YEAR = Number(TODAY.slice(0, 4));
/** A year that is fully over: every quarter of it and the two years before is due. */
export const YEAR = CURRENT_YEAR - 1;
export const CALLERS = ['user', 'owner', 'otherOwner', 'researcher', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

/**
 * The compliance fixture: EB-101 (client A, 400-Foot Sand) reports in most quarters, with real
 * zeros in YEAR Q2 and nothing in YEAR Q3; EB-102 (client A, 600-Foot Sand) never reports; WB-301
 * (client B, 400-Foot Sand) reports in YEAR Q3 and today; an inactive well of client B reports but
 * is no part of the report. Days just outside the three years must not count.
 */
export async function openComplianceFixture() {
  const t: TestApp = await createTestApp();
  const { db } = t.database;
  const matrix = await insertAccessMatrix(db);
  const tokens = {} as Record<CallerName, string>;
  for (const who of CALLERS) tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  const refs = await insertWellReferences(db);
  const { clientA, clientB } = matrix;
  const eb101 = await insertWell(db, {
    wellNumber: 'EB-101',
    clientId: clientA.id,
    aquiferId: refs.sand400.id,
  });
  const eb102 = await insertWell(db, {
    wellNumber: 'EB-102',
    clientId: clientA.id,
    aquiferId: refs.sand600.id,
  });
  const wb301 = await insertWell(db, {
    wellNumber: 'WB-301',
    clientId: clientB.id,
    aquiferId: refs.sand400.id,
  });
  const retired = await insertWell(db, { wellNumber: 'AA-001', clientId: clientB.id, isActive: false });

  await insertDays(db, eb101.id, [`${YEAR - 3}-12-31`, `${YEAR - 2}-12-31`], () => 7);
  await insertDays(db, eb101.id, [`${YEAR - 1}-02-10`, `${YEAR - 1}-03-31`], () => 10.125);
  await insertDays(db, eb101.id, eachDay(`${YEAR}-01-01`, `${YEAR}-01-10`), () => 1.5);
  await insertDays(db, eb101.id, eachDay(`${YEAR}-04-01`, `${YEAR}-04-03`), () => 0);
  await insertDays(db, eb101.id, [`${YEAR}-10-01`, `${YEAR}-12-31`], (index) => 100 + index);
  await insertDays(db, wb301.id, eachDay(`${YEAR}-07-01`, `${YEAR}-07-04`), () => 2.25);
  await insertDays(db, wb301.id, [TODAY], () => 3.5);
  await insertDays(db, retired.id, [`${YEAR}-05-05`], () => 99);
  return { t, tokens, matrix, refs, wells: { eb101, eb102, wb301, retired } };
}
export type ComplianceFixture = Awaited<ReturnType<typeof openComplianceFixture>>;

export function postReport(
  fixture: ComplianceFixture,
  body: Partial<ComplianceReportRequest> | Record<string, unknown>,
  who: CallerName | null = 'admin',
) {
  return fixture.t.app.inject({
    method: 'POST',
    url: '/api/GetComplianceReport',
    headers: who ? { authorization: `Bearer ${fixture.tokens[who]}` } : {},
    payload: body,
  });
}

export async function reportOf(
  fixture: ComplianceFixture,
  body: Partial<ComplianceReportRequest>,
): Promise<ComplianceReport> {
  const response = await postReport(fixture, body);
  expect(response.statusCode).toBe(200);
  return response.json<ComplianceReport>();
}
