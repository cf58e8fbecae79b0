import type {
  MeterReading,
  ReadingWell,
  SubmitReadingResponse,
} from '../../../shared/contracts/meter-readings';

/** A well of the owner's readings screen: a gallons meter read last month, this month's reading due. */
export function readingWell(overrides: Partial<ReadingWell> = {}): ReadingWell {
  return {
    wellId: 11,
    wellNumber: 'EB-101',
    clientWellName: 'Plant Well No. 1',
    clientName: 'Red Stick Water Company',
    serialNumber: 'SN-4521',
    unit: 'gallons',
    multiplier: 1,
    registerDigits: 6,
    installedOn: '2025-01-15',
    lastReadOn: '2026-03-01',
    lastReading: 123456,
    lastState: 'accepted',
    monthGallons: 0,
    readingDue: true,
    ...overrides,
  };
}

/** A well without a meter: nothing to read. */
export function unmeteredWell(overrides: Partial<ReadingWell> = {}): ReadingWell {
  return readingWell({
    wellId: 12,
    wellNumber: 'EB-102',
    clientWellName: null,
    serialNumber: null,
    unit: null,
    multiplier: null,
    registerDigits: null,
    installedOn: null,
    lastReadOn: null,
    lastReading: null,
    lastState: null,
    monthGallons: 0,
    readingDue: false,
    ...overrides,
  });
}

/** One reading of a well's history: an owner's, accepted. */
export function meterReading(overrides: Partial<MeterReading> = {}): MeterReading {
  return {
    id: 501,
    wellId: 11,
    wellNumber: 'EB-101',
    installationId: 31,
    serialNumber: 'SN-4521',
    unit: 'gallons',
    readOn: '2026-03-01',
    readAt: null,
    reading: 123456,
    isRollover: false,
    state: 'accepted',
    volumeGallons: 23456,
    volumeFrom: '2026-02-02',
    reasons: [],
    reasonCodes: [],
    source: 'owner',
    comment: null,
    enteredBy: 'Olive Owner',
    enteredAt: '2026-03-01T15:04:00.000Z',
    hasPhoto: false,
    reviewedBy: null,
    reviewedAt: null,
    reviewReason: null,
    ...overrides,
  };
}

/** SubmitReading's answer: accepted unless overridden. */
export function submitReadingAnswer(overrides: Partial<SubmitReadingResponse> = {}): SubmitReadingResponse {
  return {
    message: 'Reading saved.',
    id: 777,
    state: 'accepted',
    volumeGallons: 4544,
    reasons: [],
    ...overrides,
  };
}
