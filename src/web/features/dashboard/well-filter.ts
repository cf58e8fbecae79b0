/** What both dashboard filters choose; the chart ignores the industrial district. */
export interface WellFilterValues {
  clientId: number[];
  aquiferId: number[];
  wellUseId: number[];
  parishId: number[];
  industrialDistrictOnly: boolean;
}

export const EMPTY_WELL_FILTER: WellFilterValues = {
  clientId: [],
  aquiferId: [],
  wellUseId: [],
  parishId: [],
  industrialDistrictOnly: false,
};

export function countActiveFilters(filter: WellFilterValues): number {
  const lists = [filter.clientId, filter.aquiferId, filter.wellUseId, filter.parishId];
  return lists.filter((ids) => ids.length > 0).length + (filter.industrialDistrictOnly ? 1 : 0);
}
