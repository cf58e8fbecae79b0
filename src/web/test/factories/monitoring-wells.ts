import type {
  Measurement,
  MonitoringAlert,
  MonitoringWell,
} from '../../../shared/contracts/monitoring-wells';
import { jsonResponse } from '../api-mock';

/** A monitoring well as GetMonitoringWells answers it: a USGS site of the 400-Foot Sand, falling. */
export function monitoringWellRow(overrides: Partial<MonitoringWell> = {}): MonitoringWell {
  return {
    id: 5,
    agencyCode: 'USGS',
    siteNumber: '303251091115001',
    localName: null,
    displayName: 'USGS 303251091115001',
    aquiferId: 11,
    aquiferName: '400-Foot Sand',
    parishId: 31,
    parishName: 'East Baton Rouge',
    latitude: 30.5475,
    longitude: -91.1875,
    landSurfaceAltitudeFeet: 62.4,
    altitudeDatum: 'NAVD88',
    wellId: null,
    wellNumber: null,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: null,
    isPublic: false,
    note: null,
    levelCount: 3,
    chlorideCount: 0,
    firstMeasuredOn: '2020-03-02',
    lastMeasuredOn: '2024-03-04',
    lastDepthFeet: 148.3,
    lastChlorideMgL: null,
    levelTrendFeetPerYear: 1.24,
    ...overrides,
  };
}

export function measurementRow(overrides: Partial<Measurement> = {}): Measurement {
  return {
    id: 1,
    parameter: 'depth-to-water',
    measuredOn: '2020-03-02',
    measuredAt: null,
    value: 143.4,
    depthFeet: 143.4,
    qualifiers: [],
    method: 'Steel tape',
    measuredBy: 'USGS',
    approved: true,
    source: 'rdb',
    ...overrides,
  };
}

export function alertRow(overrides: Partial<MonitoringAlert> = {}): MonitoringAlert {
  return {
    id: 1,
    measurementId: 3,
    kind: 'level',
    measuredOn: '2024-03-04',
    threshold: 145,
    value: 148.3,
    outcome: 'sent',
    recipients: 'staff@demo.test',
    claimedAt: '2024-03-04T15:00:00.000Z',
    sentAt: '2024-03-04T15:00:01.000Z',
    ...overrides,
  };
}

export const wellsAnswer = (rows: MonitoringWell[]) => () => jsonResponse({ message: 'ok', data: rows });

export const measurementsAnswer =
  (well: MonitoringWell, measurements: Measurement[], alerts: MonitoringAlert[] = []) =>
  () =>
    jsonResponse({ message: 'ok', data: { well, measurements, alerts } });
