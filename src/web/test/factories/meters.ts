import {
  getReadingsEndpoint,
  type ReviewItem,
  type ReviewReadingResponse,
} from '../../../shared/contracts/meter-readings';
import { getWellMetersEndpoint, type Meter, type WellMeter } from '../../../shared/contracts/meters';
import { jsonResponse } from '../api-mock';
import { meterReading } from './meter-readings';

/** A meter of the register: active, tested two years ago, installed on well EB-101. */
export function meterRow(overrides: Partial<Meter> = {}): Meter {
  return {
    id: 41,
    serialNumber: 'SN-4521',
    make: 'Badger',
    model: 'M2000',
    sizeInches: 4,
    unit: 'gallons',
    multiplier: 1,
    registerDigits: 6,
    status: 'active',
    lastTestedOn: '2024-05-01',
    lastTestAccuracyPercent: 99.2,
    testDueOn: '2027-05-01',
    testState: 'current',
    installedWellId: 11,
    installedWellNumber: 'EB-101',
    installedOn: '2025-01-15',
    ...overrides,
  };
}

/** A meter on no well, never tested. */
export function freeMeterRow(overrides: Partial<Meter> = {}): Meter {
  return meterRow({
    id: 42,
    serialNumber: 'SN-7788',
    make: 'Sensus',
    model: null,
    lastTestedOn: null,
    lastTestAccuracyPercent: null,
    testDueOn: null,
    testState: 'untested',
    installedWellId: null,
    installedWellNumber: null,
    installedOn: null,
    ...overrides,
  });
}

/** One installation of a well's history: the meter on it now unless overridden. */
export function wellMeterRow(overrides: Partial<WellMeter> = {}): WellMeter {
  return {
    installationId: 31,
    meterId: 41,
    serialNumber: 'SN-4521',
    make: 'Badger',
    model: 'M2000',
    unit: 'gallons',
    multiplier: 1,
    registerDigits: 6,
    installedOn: '2025-01-15',
    openingReading: 100000,
    removedOn: null,
    closingReading: null,
    isInstalled: true,
    ...overrides,
  };
}

/** A reading held for review: more than the pump rate allows, with a photo and two earlier readings. */
export function reviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    ...meterReading({
      id: 601,
      wellId: 11,
      wellNumber: 'EB-101',
      serialNumber: 'SN-4521',
      readOn: '2026-03-31',
      readAt: '14:30',
      reading: 480000,
      state: 'pending',
      volumeGallons: 356544,
      volumeFrom: '2026-03-02',
      reasons: ["The volume, 356,544 gallons over 30 days, is more than the well's daily pump rate allows."],
      reasonCodes: ['pumpRate'],
      source: 'owner',
      enteredBy: 'Olive Owner',
      hasPhoto: true,
    }),
    clientName: 'Red Stick Water Company',
    dailyPumpRate: 10,
    recentReadings: [
      { id: 590, readOn: '2026-03-01', reading: 123456, state: 'accepted', volumeGallons: 23456 },
      { id: 580, readOn: '2026-02-01', reading: 100000, state: 'accepted', volumeGallons: 0 },
    ],
    lastYearGallons: 98000,
    ...overrides,
  };
}

/** ReviewReading's answer: accepted, one unpaid invoice made again, unless overridden. */
export function reviewAnswer(overrides: Partial<ReviewReadingResponse> = {}): ReviewReadingResponse {
  return {
    message: 'Reading accepted.',
    state: 'accepted',
    regeneratedInvoices: ['2026-1-12'],
    ...overrides,
  };
}

/** A list answer of the given rows. */
export const listAnswer = (rows: unknown[]) => () => jsonResponse({ message: 'OK', data: rows });

/**
 * The staff well page's meter calls answered for a well without a meter: for tests of that page
 * about something else.
 */
export const NO_METER_ANSWERS = {
  [getWellMetersEndpoint.path]: listAnswer([]),
  [getReadingsEndpoint.path]: listAnswer([]),
};
