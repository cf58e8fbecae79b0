import { sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '../../../shared/contracts/common';
import type { VolumeReportRequestInput } from '../../../shared/contracts/volume-reports';
import { aquifers, clients, parishes, wells, wellUses } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { jsonArraySql, jsonArraysByKeySql, jsonListBody } from '../../db/json-list';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import { pumpagePeriod, pumpageWellConditions, rangePumpageRowsSql } from '../pumpage';
import { WELL_USE_LABEL } from '../wells';

/** The well attributes a report may group by, besides the client (every group has one client). */
type GroupDimension = 'parish' | 'aquifer' | 'wellUse';

export interface VolumeGrouping {
  /** What a group holds in common besides its client. */
  dimensions: readonly GroupDimension[];
  /** Group order by name; nulls last, ids break ties so pages never overlap. */
  orderBy: readonly ('client' | GroupDimension)[];
}

const NAME: Record<'client' | GroupDimension, SQL> = {
  client: sql`${clients.name}`,
  parish: sql`${parishes.name}`,
  aquifer: sql`${aquifers.name}`,
  wellUse: WELL_USE_LABEL,
};
const WELL_COLUMN = { parish: wells.parishId, aquifer: wells.aquiferId, wellUse: wells.wellUseId };

function groupKey(grouping: VolumeGrouping, dimension: GroupDimension): SQL {
  return grouping.dimensions.includes(dimension) ? sql`${WELL_COLUMN[dimension]}` : sql`null::int`;
}

const GROUP_KEYS = ['group_client_id', 'group_parish_id', 'group_aquifer_id', 'group_well_use_id'];

/**
 * Whether two rows belong to the same group, nulls (no client, parish...) equal to each other. Ids are
 * positive, so -1 stands for null and the test stays a plain equality the database can hash.
 */
function sameGroup(left: string, right: string): SQL {
  const equalities = GROUP_KEYS.map(
    (key) => sql`coalesce(${sql.identifier(left)}.${sql.identifier(key)}, -1)
      = coalesce(${sql.identifier(right)}.${sql.identifier(key)}, -1)`,
  );
  return sql.join(equalities, sql` and `);
}

/** Per group of `page_groups` (key: its position), its wells as volumeReportWellSchema rows. */
const PAGE_WELLS = jsonArraysByKeySql({
  key: sql`page_groups.position`,
  fields: {
    wellNumber: wells.wellNumber,
    aquifer: aquifers.name,
    client: sql`page_groups.client`,
    wellUse: WELL_USE_LABEL,
    parish: parishes.name,
    totalPumpage: sql`well_totals.total::float8`,
    dailyPumpRate: wells.dailyPumpRate,
  },
  from: sql`page_groups
    join well_totals on ${sameGroup('well_totals', 'page_groups')}
    join ${wells} on ${wells.id} = well_totals.well_id
    left join ${parishes} on ${parishes.id} = ${wells.parishId}
    left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
    left join ${wellUses} on ${wellUses.id} = ${wells.wellUseId}`,
  orderBy: sql`${wells.wellNumber}`,
});

/** A group of `page_groups` as a volumeReportGroupSchema row, its wells included. */
const GROUP_FIELDS = {
  clientId: sql`page_groups.group_client_id`,
  client: sql`page_groups.client`,
  parishId: sql`page_groups.group_parish_id`,
  parish: sql`page_groups.parish`,
  aquiferId: sql`page_groups.group_aquifer_id`,
  aquifer: sql`page_groups.aquifer`,
  wellUseId: sql`page_groups.group_well_use_id`,
  wellUse: sql`page_groups.well_use`,
  totalPumpage: sql`page_groups.total::float8`,
  wellPumpageByVolumeItemsResources: sql`page_wells.items`,
};

/** Per row (well_id, pumpage): the filter's period and quarters as yearly and monthly totals and edge days. */
function periodPumpage(request: VolumeReportRequestInput): SQL {
  return rangePumpageRowsSql(pumpagePeriod(request), request.quarter);
}

/**
 * The one statement behind both volume reports. Per well, its pumpage over the filtered period,
 * the whole months' totals and the edge months' days (a well without daily rows in the period is
 * not in the report; sums stay numeric, exact, until float8); wells sum into groups, the
 * groups are numbered in name order, one page of them (or all) gets its wells as JSON, and the
 * group count and grand total cover every group, so a page past the end still answers them.
 */
export function volumeReportSql(
  grouping: VolumeGrouping,
  caller: Caller,
  request: VolumeReportRequestInput,
): SQL {
  const where = pumpageWellConditions(caller, request);
  const order = sql.join(
    grouping.orderBy.map((name) => sql`${NAME[name]} nulls last`),
    sql`, `,
  );
  const offset = pageOffset(request.pageNumber, request.pageSize);
  const onPage = request.getAll
    ? sql``
    : sql`where position > ${offset} and position <= ${offset + request.pageSize}`;
  return sql`with well_totals as (
      select ${wells.id} as well_id, ${wells.clientId} as group_client_id,
        ${groupKey(grouping, 'parish')} as group_parish_id,
        ${groupKey(grouping, 'aquifer')} as group_aquifer_id,
        ${groupKey(grouping, 'wellUse')} as group_well_use_id,
        sum(period_pumpage.pumpage) as total
      from (${periodPumpage(request)}) as period_pumpage join ${wells} on ${wells.id} = period_pumpage.well_id
      ${where ? sql`where ${where}` : sql``}
      group by ${wells.id}
    ), volume_groups as (
      select group_client_id, group_parish_id, group_aquifer_id, group_well_use_id, sum(total) as total
      from well_totals
      group by group_client_id, group_parish_id, group_aquifer_id, group_well_use_id
    ), ordered_groups as (
      select volume_groups.*, ${clients.name} as client, ${parishes.name} as parish,
        ${aquifers.name} as aquifer, ${WELL_USE_LABEL} as well_use,
        row_number() over (order by ${order},
          group_client_id, group_parish_id, group_aquifer_id, group_well_use_id) as position
      from volume_groups
        left join ${clients} on ${clients.id} = group_client_id
        left join ${parishes} on ${parishes.id} = group_parish_id
        left join ${aquifers} on ${aquifers.id} = group_aquifer_id
        left join ${wellUses} on ${wellUses.id} = group_well_use_id
    ), page_groups as (
      select * from ordered_groups ${onPage}
    ), page_wells as (${PAGE_WELLS})
    select (select count(*)::int from volume_groups) as "totalRecords",
      (select coalesce(sum(total), 0)::float8 from volume_groups) as "grandTotalPumpage",
      ${jsonArraySql({
        fields: GROUP_FIELDS,
        from: sql`page_groups join page_wells on page_wells.key = page_groups.position`,
        orderBy: sql`page_groups.position`,
      })}::text as data`;
}

/** Runs one report's statement (its only round trip) and answers the response body as JSON text. */
export async function runVolumeReport(db: DbOrTx, query: SQL): Promise<string> {
  const [row] = await selectRows<{ totalRecords: number; grandTotalPumpage: number; data: string }>(
    db,
    query,
  );
  const totalRecords = Number(row?.totalRecords ?? 0);
  return jsonListBody(`${totalRecords} groups found.`, row?.data ?? '[]', {
    totalRecords,
    grandTotalPumpage: Number(row?.grandTotalPumpage ?? 0),
  });
}
