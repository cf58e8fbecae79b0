import { sql, type SQL } from 'drizzle-orm';
import type { WellUsageReportQuery } from '../../../shared/contracts/well-usage-report';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { canSeeClient } from '../auth/scope';
import { CLIENT_NOT_FOUND, WELL_NOT_FOUND } from '../../../shared/contracts/messages';

export interface ReportSubject {
  /** Null only for a single well that has no client, which staff alone may see (decision 0031). */
  clientId: number | null;
  clientName: string | null;
  wellId: number | null;
}

interface SubjectRow {
  clientId: number | null;
  clientName: string | null;
  wellFound: boolean;
  wellClientId: number | null;
}

/**
 * The client the report is about: the one asked for, or the well's when only a well is given, with
 * the well's own client so a well of another client can be refused. Exported for the benchmark.
 */
export function reportSubjectSql(_caller: Caller, request: WellUsageReportQuery): SQL {
  return sql`select c.id as "clientId", c.name as "clientName", w.id is not null as "wellFound",
      w.client_id as "wellClientId"
    from (select ${request.wellId}::int as well_id) wanted
      left join wells w on w.id = wanted.well_id
      left join clients c on c.id = coalesce(${request.clientId}::int, w.client_id)`;
}

/**
 * Refuses a missing client or well and another client's alike (404), so ids cannot be probed;
 * a well of a client other than the one asked for is not found either, and a well without a
 * client is found for staff only.
 */
export async function findReportSubject(
  db: DbOrTx,
  caller: Caller,
  request: WellUsageReportQuery,
): Promise<ReportSubject> {
  const [row] = await selectRows<SubjectRow>(db, reportSubjectSql(caller, request));
  if (!row) throw new Error('the report subject statement returned no row');
  if (request.clientId !== null && (row.clientId === null || !canSeeClient(caller, row.clientId))) {
    throw new NotFoundError(CLIENT_NOT_FOUND);
  }
  const wellRefused =
    !row.wellFound || row.wellClientId !== row.clientId || !canSeeClient(caller, row.wellClientId);
  if (request.wellId !== null && wellRefused) throw new NotFoundError(WELL_NOT_FOUND);
  return { clientId: row.clientId, clientName: row.clientName, wellId: request.wellId };
}
