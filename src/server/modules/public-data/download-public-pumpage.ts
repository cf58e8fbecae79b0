import {
  PUBLIC_SECTION_NOT_PUBLISHED,
  type PublicPumpage,
  type PublicPumpageGroup,
  type PublicPumpageRow,
} from '../../../shared/contracts/public-data';
import { sumKgal } from '../../../shared/rules/billing';
import { NotFoundError } from '../../errors';
import { csvFileBytes } from '../../csv-file';

const GROUP_HEADINGS: Readonly<Record<PublicPumpageGroup, string>> = {
  parish: 'Parish',
  aquifer: 'Aquifer',
  use: 'Use',
};

/** What a row without a parish, aquifer or use is listed under. */
export const NOT_RECORDED = 'Not recorded';

interface GroupTotal {
  year: number;
  name: string | null;
  wells: number;
  nonExempt: number[];
  exempt: number[];
}

function byYearThenName(a: GroupTotal, b: GroupTotal): number {
  if (a.year !== b.year) return a.year - b.year;
  if (a.name === b.name) return 0;
  if (a.name === null) return 1;
  if (b.name === null) return -1;
  return a.name.localeCompare(b.name, 'en');
}

/** The published rows summed by year and one of parish, aquifer or use, exactly to the thousandth. */
function groupTotals(rows: readonly PublicPumpageRow[], by: PublicPumpageGroup): GroupTotal[] {
  const groups = new Map<string, GroupTotal>();
  for (const row of rows) {
    const name = row[by];
    const key = JSON.stringify([row.year, name]);
    let group = groups.get(key);
    if (!group) {
      group = { year: row.year, name, wells: 0, nonExempt: [], exempt: [] };
      groups.set(key, group);
    }
    // A well has one parish, aquifer and use, so the rows' well counts add up to the group's wells.
    group.wells += row.wells;
    (row.exempt ? group.exempt : group.nonExempt).push(row.kgal);
  }
  return [...groups.values()].sort(byYearThenName);
}

/**
 * GET PublicData/DownloadPumpage (anonymous): the published pumpage as CSV, one row per year and
 * parish, aquifer or use, exempt pumpage apart; 404 when pumpage is not published.
 */
export function downloadPublicPumpage(
  pumpage: PublicPumpage | null,
  by: PublicPumpageGroup,
): { contentType: string; fileName: string; body: Buffer } {
  if (!pumpage) throw new NotFoundError(PUBLIC_SECTION_NOT_PUBLISHED);
  const records = groupTotals(pumpage.rows, by).map((group) => {
    const nonExempt = sumKgal(group.nonExempt) ?? 0;
    const exempt = sumKgal(group.exempt) ?? 0;
    return [
      group.year,
      group.name ?? NOT_RECORDED,
      group.wells,
      nonExempt,
      exempt,
      sumKgal([nonExempt, exempt]) ?? 0,
    ];
  });
  const header = ['Year', GROUP_HEADINGS[by], 'Wells', 'Non-exempt (kgal)', 'Exempt (kgal)', 'Total (kgal)'];
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: `district-pumpage-by-${by}.csv`,
    body: csvFileBytes([header, ...records]),
  };
}
