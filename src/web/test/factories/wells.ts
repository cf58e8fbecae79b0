import type { WellDetail, WellListRow } from '../../../shared/contracts/wells';

export function wellRow(overrides: Partial<WellListRow> = {}): WellListRow {
  return {
    id: 1,
    wellNumber: 'EB-101',
    identificationNumber: '302652091111201',
    permitNumber: 'P-01-1234',
    clientId: 1,
    clientName: 'Red Stick Water Company',
    aquiferId: 11,
    aquiferName: '400-Foot Sand',
    parishId: 31,
    parishName: 'East Baton Rouge',
    wellUseId: 21,
    wellUseName: 'Industrial',
    wellDepth: 420,
    dailyPumpRate: 150,
    clientWellName: 'Plant Well No. 1',
    flag: null,
    isActive: true,
    wellStatus: 'Active',
    meterType: null,
    latitude: 30.4478611,
    longitude: -91.1875556,
    ...overrides,
  };
}

export function wellDetail(overrides: Partial<WellDetail> = {}): WellDetail {
  return {
    ...wellRow(),
    isRegistered: true,
    availableInformation: null,
    completionDateTime: '2001-05-14T18:00:00.000Z',
    inactiveDateTime: null,
    cagcdPermitDate: null,
    cagcdPermitNumber: null,
    ldnrNotificationDate: null,
    ldnrNotificationNumber: null,
    wellStatusDate: '2001-05-14T18:00:00.000Z',
    comment: 'Meter recalibrated.',
    aquifer: { id: 11, aquiferId: '400', name: '400-Foot Sand' },
    wellUse: { id: 21, wellUseId: 'IND', description: 'Industrial' },
    client: { id: 1, name: 'Red Stick Water Company' },
    ...overrides,
  };
}
