import { and, eq, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '../../../shared/contracts/common';
import { jsonArraySql, type JsonFields } from '../../db/json-list';
import { EXEMPT_FLAG } from '../../../shared/rules/billing';
import { matchCountSql } from '../../db/paging';
import { aquifers, clients, parishes, wells, wellUses } from '../../db/schema';
import { naturalOrderSql } from '../../db/sql';
import { WELL_USE_LABEL } from '../wells';

/*
 * What the public pages and the read API publish of a well, declared once for all their calls: registered wells only,
 * named by their well number and their references' names; an owner's name only for a client staff
 * marked public, and nothing else of any client (no contact, address, meter or invoice).
 */

/** A reference filter of the read API: a published name, matched without regard to case. */
export interface ReferenceNames {
  parish?: string | undefined;
  aquifer?: string | undefined;
  use?: string | undefined;
}

/** The wells' references, to filter by and to name. */
export const WELL_REFERENCE_JOINS = sql`left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
  left join ${parishes} on ${parishes.id} = ${wells.parishId}
  left join ${wellUses} on ${wellUses.id} = ${wells.wellUseId}`;

const sameName = (name: SQL, sent: string | undefined) =>
  sent === undefined ? undefined : sql`lower(${name}) = lower(${sent})`;

/** Registered wells of the named parish, aquifer and use (those sent); with WELL_REFERENCE_JOINS. */
export function publishedWellConditions(filter: ReferenceNames): SQL | undefined {
  return and(
    eq(wells.isRegistered, true),
    sameName(sql`${parishes.name}`, filter.parish),
    sameName(sql`${aquifers.name}`, filter.aquifer),
    sameName(WELL_USE_LABEL, filter.use),
  );
}

/** A well's exempt flag (its pumpage is published and labelled so, never billed). */
export const WELL_EXEMPT = sql<boolean>`coalesce(${wells.flag} = ${EXEMPT_FLAG}, false)`;

/**
 * The fields of a published well but its coordinates (publicWellSchema), read from wells, its
 * references and its client; every value is JSON-ready (numerics as float8), so the GeoJSON can
 * build its properties from the same declaration.
 */
export const PUBLIC_WELL_PROPERTIES = {
  wellNumber: sql`${wells.wellNumber}`,
  aquifer: sql`${aquifers.name}`,
  parish: sql`${parishes.name}`,
  use: WELL_USE_LABEL,
  depthFeet: sql`${wells.wellDepth}::float8`,
  status: sql`${wells.wellStatus}`,
  isActive: sql`${wells.isActive}`,
  exempt: WELL_EXEMPT,
  publicOwner: sql`case when ${clients.isPublic} then ${clients.name} end`,
};

/** Every field of a published well (publicWellSchema), its location included. */
export const PUBLIC_WELL_FIELDS = {
  ...PUBLIC_WELL_PROPERTIES,
  latitude: wells.latitude,
  longitude: wells.longitude,
};

/** What PUBLIC_WELL_PROPERTIES reads besides the well: its client and its references. */
export const PUBLIC_WELL_JOINS = sql`left join ${clients} on ${clients.id} = ${wells.clientId}
  ${WELL_REFERENCE_JOINS}`;

/** Well numbers in the order people read them (EB-78 before EB-468), as the public pages list them. */
export const WELL_NUMBER_ORDER = naturalOrderSql(wells.wellNumber);

/**
 * One page of the published wells the filter matches, in well-number order (ending on the unique
 * number, so pages never overlap): their ids, their place in the order and, on every row, how many
 * match in all. A statement's `with page as (...)`.
 */
export function publishedWellPageSql(filter: ReferenceNames, page: { limit: number; offset: number }): SQL {
  return sql`select ${wells.id} as id, row_number() over (order by ${WELL_NUMBER_ORDER}) as place,
      ${matchCountSql()} as total
    from ${wells} ${WELL_REFERENCE_JOINS}
    where ${publishedWellConditions(filter)}
    order by place
    limit ${page.limit} offset ${page.offset}`;
}

/**
 * One statement answering a page of the published wells the filter matches, each built from
 * `fields` as a JSON array (`data`, in well-number order), and how many match in all (`count`).
 */
export function publishedWellPageJsonSql(
  filter: ReferenceNames,
  paging: { page: number; pageSize: number },
  fields: JsonFields,
): SQL {
  const page = publishedWellPageSql(filter, {
    limit: paging.pageSize,
    offset: pageOffset(paging.page, paging.pageSize),
  });
  const rows = jsonArraySql({
    fields,
    from: sql`page join ${wells} on ${wells.id} = page.id ${PUBLIC_WELL_JOINS}`,
    orderBy: sql`page.place`,
  });
  return sql`with page as (${page})
    select coalesce((select max(page.total) from page), 0)::int as count, ${rows}::text as data`;
}
