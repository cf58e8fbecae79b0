import type {
  PublicDataSettings,
  PublicLanding,
  PublicPumpage,
  PublicPumpageRow,
  PublicQuarterTotal,
  PublicRate,
  PublicSummary,
  PublicWell,
} from '../../../shared/contracts/public-data';
import { jsonResponse } from '../api-mock';

/** Every section published, unless told otherwise. */
export function publicDataSettings(overrides: Partial<PublicDataSettings> = {}): PublicDataSettings {
  return { publishLanding: true, publishPumpage: true, publishWells: true, ...overrides };
}

/** $65.00 per million gallons from January 2026, in force. */
export function publicRate(overrides: Partial<PublicRate> = {}): PublicRate {
  return {
    ratePerMillionGallons: 65,
    effectiveOn: '2026-01-01',
    adoptedOn: '2025-11-10',
    hearingOn: '2025-11-05',
    inForce: true,
    ...overrides,
  };
}

/** The demo district with its logo, today's rate and the one before, and a quarterly calendar. */
export function publicLanding(overrides: Partial<PublicLanding> = {}): PublicLanding {
  return {
    district: {
      name: 'Capital Area Groundwater District',
      city: 'Baton Rouge',
      state: 'LA',
      phone: '(225)-555-0100',
      email: 'info@district.test',
      logoUpdatedAt: '2026-01-05T12:00:00.000Z',
    },
    rates: [
      publicRate(),
      publicRate({
        ratePerMillionGallons: 60,
        effectiveOn: '1900-01-01',
        adoptedOn: null,
        hearingOn: null,
        inForce: false,
      }),
    ],
    calendar: {
      frequency: 'quarterly',
      dueDays: 30,
      periods: [
        { key: '2026-Q2', label: 'Q2 2026', start: '2026-04-01', end: '2026-06-30', dueOn: '2026-07-30' },
        { key: '2026-Q3', label: 'Q3 2026', start: '2026-07-01', end: '2026-09-30', dueOn: '2026-10-30' },
      ],
    },
    ...overrides,
  };
}

/** One year's pumpage of one parish, aquifer and use: 1,000 kgal of two non-exempt wells in 2025. */
export function publicPumpageRow(overrides: Partial<PublicPumpageRow> = {}): PublicPumpageRow {
  return {
    year: 2025,
    parish: 'East Baton Rouge',
    aquifer: '400-Foot Sand',
    use: 'Industrial',
    exempt: false,
    wells: 2,
    kgal: 1000,
    ...overrides,
  };
}

/** A billed quarter whose invoices bill exactly its billable pumpage. */
export function publicQuarter(overrides: Partial<PublicQuarterTotal> = {}): PublicQuarterTotal {
  return {
    year: 2025,
    quarter: 1,
    totalKgal: 1300,
    exemptKgal: 200,
    billableKgal: 1000,
    unassignedKgal: 100,
    invoicedKgal: 1000,
    ...overrides,
  };
}

/**
 * Two years of pumpage: in 2025 East Baton Rouge (industrial and an exempt domestic well) and West
 * Baton Rouge, and in 2024 East Baton Rouge alone; 2025's first quarter billed as reported, its
 * second billed short, its third not billed yet.
 */
export function publicPumpage(overrides: Partial<PublicPumpage> = {}): PublicPumpage {
  return {
    rows: [
      publicPumpageRow(),
      publicPumpageRow({ aquifer: '1,500-Foot Sand', use: 'Domestic', exempt: true, wells: 1, kgal: 250.5 }),
      publicPumpageRow({ parish: 'West Baton Rouge', aquifer: '1,500-Foot Sand', wells: 1, kgal: 400 }),
      publicPumpageRow({ year: 2024, wells: 2, kgal: 900 }),
    ],
    quarters: [
      publicQuarter(),
      publicQuarter({
        quarter: 2,
        totalKgal: 500,
        exemptKgal: 50,
        billableKgal: 450,
        unassignedKgal: 0,
        invoicedKgal: 440,
      }),
      publicQuarter({
        quarter: 3,
        totalKgal: 100,
        exemptKgal: 0,
        billableKgal: 100,
        unassignedKgal: 0,
        invoicedKgal: null,
      }),
      publicQuarter({
        year: 2024,
        quarter: 4,
        totalKgal: 900,
        exemptKgal: 0,
        billableKgal: 900,
        unassignedKgal: 0,
        invoicedKgal: 900,
      }),
    ],
    ...overrides,
  };
}

/** Every section published, as GetSummary answers it. */
export function publicSummary(overrides: Partial<PublicSummary> = {}): PublicSummary {
  return {
    sections: publicDataSettings(),
    landing: publicLanding(),
    pumpage: publicPumpage(),
    generatedAt: '2026-06-30T15:00:00.000Z',
    ...overrides,
  };
}

/** Nothing published: every section off and null. */
export function unpublishedSummary(): PublicSummary {
  return publicSummary({
    sections: publicDataSettings({ publishLanding: false, publishPumpage: false, publishWells: false }),
    landing: null,
    pumpage: null,
  });
}

/** A registered well as published: no owner named. */
export function publicWell(overrides: Partial<PublicWell> = {}): PublicWell {
  return {
    wellNumber: 'EB-101',
    aquifer: '400-Foot Sand',
    parish: 'East Baton Rouge',
    use: 'Industrial',
    depthFeet: 420,
    status: 'Active',
    isActive: true,
    exempt: false,
    latitude: 30.4478611,
    longitude: -91.1875556,
    publicOwner: null,
    ...overrides,
  };
}

export function publicSummaryAnswer(summary: PublicSummary = publicSummary()) {
  return () => jsonResponse({ message: 'OK', data: summary });
}

export function publicWellsAnswer(wells: PublicWell[]) {
  return () => jsonResponse({ message: 'OK', data: wells });
}
