import { sql, type SQL } from 'drizzle-orm';
import type { WellUsageReportQuery } from '../../../shared/contracts/well-usage-report';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { canSeeClient } from '../auth/scope';

export const CLIENT_NOT_FOUND = 'Client not found.';
export const WELL_NOT_FOUND = 'Well not found.';

export interface ReportSubject {
  clientId: number;
  clientName: string;
  wellId: number | null;
}

interface SubjectRow {
  clientId: number;
  clientName: string;
  wellClientId: number | null;
}

/**
 * The client the report is about: the one asked for, or the well's when only a well is given, with
 * the well's own client so a well of another client can be refused. Exported for the benchmark.
 */
export function reportSubjectSql(_caller: Caller, request: WellUsageReportQuery): SQL {
  return sql`select c.id as "clientId", c.name as "clientName", w.client_id as "wellClientId"
    from (select ${request.wellId}::int as well_id) wanted
      left join wells w on w.id = wanted.well_id
      join clients c on c.id = coalesce(${request.clientId}::int, w.client_id)`;
}

/**
 * Refuses a missing client or well and another client's alike (404), so ids cannot be probed;
 * a well of a client other than the one asked for is not found either.
 */
export async function findReportSubject(
  db: DbOrTx,
  caller: Caller,
  request: WellUsageReportQuery,
): Promise<ReportSubject> {
  const [row] = await selectRows<SubjectRow>(db, reportSubjectSql(caller, request));
  const missing = request.clientId === null ? WELL_NOT_FOUND : CLIENT_NOT_FOUND;
  if (!row || !canSeeClient(caller, row.clientId)) throw new NotFoundError(missing);
  if (request.wellId !== null && row.wellClientId !== row.clientId) throw new NotFoundError(WELL_NOT_FOUND);
  return { clientId: row.clientId, clientName: row.clientName, wellId: request.wellId };
}
