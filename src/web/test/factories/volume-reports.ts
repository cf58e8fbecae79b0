import type { VolumeGroup, VolumeReportRequest } from '../../../shared/contracts/volume-reports';
import { jsonResponse, sentBody } from '../api-mock';

/** Group n (1-based): client "Owner n" in East Baton Rouge with two wells of n and 0.5 kgal. */
export function volumeGroup(n: number): VolumeGroup {
  const well = (suffix: string, totalPumpage: number) => ({
    wellNumber: `W-${n}${suffix}`,
    aquifer: '400-Foot Sand',
    client: `Owner ${n}`,
    wellUse: 'Industrial',
    parish: 'East Baton Rouge',
    totalPumpage,
    dailyPumpRate: 100,
  });
  return {
    clientId: n,
    client: `Owner ${n}`,
    parishId: 31,
    parish: 'East Baton Rouge',
    aquiferId: 11,
    aquifer: '400-Foot Sand',
    wellUseId: null,
    wellUse: null,
    totalPumpage: n + 0.5,
    wellPumpageByVolumeItemsResources: [well('A', n), well('B', 0.5)],
  };
}

/** A fake report server with `total` groups that honours pageNumber, pageSize and getAll. */
export function volumeAnswer(total: number) {
  return (_url: string, init: RequestInit) => {
    const body = sentBody(init) as VolumeReportRequest;
    const all = Array.from({ length: total }, (_, index) => volumeGroup(index + 1));
    const size = body.pageSize ?? 5;
    const first = ((body.pageNumber ?? 1) - 1) * size;
    const data = body.getAll ? all : all.slice(first, first + size);
    const grandTotalPumpage = all.reduce((sum, group) => sum + group.totalPumpage, 0);
    return jsonResponse({ message: `${total} groups found.`, data, totalRecords: total, grandTotalPumpage });
  };
}
