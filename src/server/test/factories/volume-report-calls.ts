import { expect } from 'vitest';
import type { VolumeReportRequest, VolumeReportResponse } from '../../../shared/contracts/volume-reports';
import type { TestApp } from '../test-app';

export const POA_PATH = '/api/GetWellPumpageVolumesByClientByAquifer';
export const USE_PATH = '/api/GetWellPumpageVolumesByClientByWellUses';

/** Calls a volume report as a caller of the access matrix (null: anonymous). */
export function volumeReportCaller(t: TestApp, tokens: Record<string, string>, url: string) {
  const request = (body: VolumeReportRequest, who: string | null = 'admin') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      payload: body,
    });
  const report = async (body: VolumeReportRequest, who = 'admin') => {
    const response = await request(body, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as VolumeReportResponse;
  };
  /** Every group as "names: total", in the report's order. */
  const groups = async (body: VolumeReportRequest) =>
    (await report({ ...body, getAll: true })).data.map(
      (group) =>
        `${[group.parish, group.client, group.aquifer, group.wellUse].filter(Boolean).join(' / ')}: ${group.totalPumpage}`,
    );
  return { request, report, groups };
}
