import type { VolumeGroup, VolumeWell } from '../../../shared/contracts/volume-reports';

export const NO_NAME = { parish: 'No parish', aquifer: 'No aquifer', wellUse: 'No well use' };

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

export function groupTitle(group: VolumeGroup, fields: readonly GroupField[]): string {
  return fields.map((field) => group[field] ?? NO_NAME[field as keyof typeof NO_NAME]).join(' / ');
}

export function groupKey(group: VolumeGroup): string {
  return [group.parishId, group.clientId, group.aquiferId, group.wellUseId].join('-');
}
