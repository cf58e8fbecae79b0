import type { WellUsageReportQuery } from '../../../shared/contracts/well-usage-report';
import { WELL_NOT_FOUND } from '../../../shared/contracts/messages';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleClient, findVisibleWell } from '../auth/scope';

export interface ReportSubject {
  /** Null only for a single well that has no client, which staff alone may see. */
  clientId: number | null;
  clientName: string | null;
  wellId: number | null;
}

/**
 * The client the report is about: the one asked for, or the well's when only a well is given.
 * Beyond the scope rules, a well of a client other than the one asked for is not found either.
 */
export async function findReportSubject(
  db: DbOrTx,
  caller: Caller,
  request: WellUsageReportQuery,
): Promise<ReportSubject> {
  const asked = request.clientId === null ? null : await findVisibleClient(db, caller, request.clientId);
  const well = request.wellId === null ? null : await findVisibleWell(db, caller, request.wellId);
  if (well && asked && well.clientId !== asked.id) throw new NotFoundError(WELL_NOT_FOUND);
  const wellClientId = well?.clientId ?? null;
  const client = asked ?? (wellClientId === null ? null : await findVisibleClient(db, caller, wellClientId));
  const clientId = client?.id ?? null;
  return { clientId, clientName: client?.name ?? null, wellId: request.wellId };
}
