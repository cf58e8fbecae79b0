import type { z } from 'zod';
import type {
  permitUseDownloadQuerySchema,
  PermitUseResponse,
  PermitUseRow,
  PermitUseSort,
} from '../../../shared/contracts/permits';
import { pageOffset } from '../../../shared/contracts/common';
import { compareNaturally } from '../../../shared/rules/natural-order';
import { cutBasisPointsOn, PERMIT_USE_STATUSES } from '../../../shared/rules/permit-use';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';
import { wells } from '../../db/schema';
import { permitStandings } from './permit-standing';

/** The report's filters as validated: those of the download, which are the list's without its page. */
export type PermitUseFilter = Omit<z.output<typeof permitUseDownloadQuerySchema>, 'format'>;

type Comparator = (a: PermitUseRow, b: PermitUseRow) => number;

/** Dates compared as text, a missing one after every date. */
function compareDays(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

const SORTS: Record<PermitUseSort, Comparator> = {
  percentUsed: (a, b) => (a.percentUsed ?? Infinity) - (b.percentUsed ?? Infinity),
  projectedCrossingOn: (a, b) => compareDays(a.projectedCrossingOn, b.projectedCrossingOn),
  usedGallons: (a, b) => a.usedGallons - b.usedGallons,
  well: (a, b) => compareNaturally(a.wellNumber, b.wellNumber),
  client: (a, b) => (a.clientName ?? '').localeCompare(b.clientName ?? ''),
};

/**
 * The Permits report's rows: every permitted well the filters match, with its use, sorted and cut
 * to a page, and the counts by status and the totals of all of them.
 */
export async function findPermitUse(db: DbOrTx, caller: Caller, filter: PermitUseFilter, today: string) {
  const on = filter.on ?? today;
  const standings = await permitStandings(db, on, {
    scope: scopeToCaller(caller, wells.clientId),
    clientIds: filter.clientIds,
    wellNumber: filter.wellNumber,
  });
  const counts = Object.fromEntries(
    PERMIT_USE_STATUSES.map((status) => [status, 0]),
  ) as PermitUseResponse['counts'];
  for (const row of standings.rows) counts[row.status] += 1;
  const matching = standings.rows.filter((row) => !filter.status || row.status === filter.status);
  const compare = SORTS[filter.sort];
  const sign = filter.direction === 'asc' ? 1 : -1;
  matching.sort(
    (a, b) => sign * compare(a, b) || compareNaturally(a.wellNumber, b.wellNumber) || a.wellId - b.wellId,
  );
  const permitted = matching.reduce((sum, row) => sum + row.permittedGallons, 0);
  const used = matching.reduce((sum, row) => sum + row.usedGallons, 0);
  const totals = {
    wells: matching.length,
    permittedGallons: permitted,
    usedGallons: used,
    percentUsed: permitted > 0 ? Number((BigInt(used) * 1000n) / BigInt(permitted)) / 10 : null,
  };
  return {
    standings,
    counts,
    totals,
    rows: matching,
    cutPercent: cutBasisPointsOn(on, standings.cuts) / 100,
  };
}

/** GET Permit/GetPermitUse. */
export async function listPermitUse(
  db: DbOrTx,
  caller: Caller,
  query: PermitUseFilter & { page: number; pageSize: number },
  today: string,
): Promise<PermitUseResponse> {
  const { standings, counts, totals, rows, cutPercent } = await findPermitUse(db, caller, query, today);
  const offset = pageOffset(query.page, query.pageSize);
  return {
    message: 'OK',
    data: rows.slice(offset, offset + query.pageSize),
    totalCount: rows.length,
    counts,
    totals,
    yearStart: standings.year.start,
    yearEnd: standings.year.end,
    cutPercent,
    today,
  };
}
