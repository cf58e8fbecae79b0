import type { VolumeGroup } from '../../../shared/contracts/volume-reports';
import { toCsv, type CsvCell } from '../../lib/csv';
import { groupTitle, WELL_COLUMNS, type GroupField } from './volumes-columns';

/**
 * The whole report as CSV: a row per well under its group, the group's total after its wells, and
 * the grand total last, as the table shows them; numbers unformatted so spreadsheets sum them.
 */
export function volumesCsv(
  groups: VolumeGroup[],
  groupFields: readonly GroupField[],
  grandTotal: number,
): Promise<string> {
  const header = ['Group', ...WELL_COLUMNS.map((column) => column.header)];
  const blanks = (count: number): CsvCell[] => Array.from({ length: count }, () => '');
  const records: CsvCell[][] = groups.flatMap((group) => {
    const title = groupTitle(group, groupFields);
    return [
      ...group.wellPumpageByVolumeItemsResources.map((well) => [
        title,
        ...WELL_COLUMNS.map((column) => column.value(well)),
      ]),
      [title, 'Group Total', ...blanks(WELL_COLUMNS.length - 2), group.totalPumpage],
    ];
  });
  records.push(['Grand Total', ...blanks(WELL_COLUMNS.length - 1), grandTotal]);
  return toCsv(header, records);
}
