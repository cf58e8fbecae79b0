import type { VolumeGroup, VolumeWell } from '../../../shared/contracts/volume-reports';
import { NO_CLIENT } from '../../lib/labels';

export function formatKgal(value: number | null): string {
  return value === null ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/** The well columns of both reports, on screen and in the CSV file. */
export const WELL_COLUMNS: {
  header: string;
  value: (well: VolumeWell) => string | number | null;
  isNumber?: boolean;
}[] = [
  { header: 'Well Number', value: (well) => well.wellNumber },
  { header: 'Client', value: (well) => well.client },
  { header: 'Parish', value: (well) => well.parish },
  { header: 'Aquifer', value: (well) => well.aquifer },
  { header: 'Well Use', value: (well) => well.wellUse },
  { header: 'Daily Pump Rate', value: (well) => well.dailyPumpRate, isNumber: true },
  { header: 'Total Pumpage (1000 gal)', value: (well) => well.totalPumpage, isNumber: true },
];

/** What a group has in common, e.g. "East Baton Rouge / Client A / 400-Foot Sand". */
export type GroupField = 'parish' | 'client' | 'aquifer' | 'wellUse';

/** A group's title part when its wells have no such value (decisions 0018 and 0031). */
export const NO_NAME: Record<GroupField, string> = {
  parish: 'No parish',
  client: NO_CLIENT,
  aquifer: 'No aquifer',
  wellUse: 'No well use',
};

export function groupTitle(group: VolumeGroup, fields: readonly GroupField[]): string {
  return fields.map((field) => group[field] ?? NO_NAME[field]).join(' / ');
}

export function groupKey(group: VolumeGroup): string {
  return [group.parishId, group.clientId, group.aquiferId, group.wellUseId].join('-');
}
