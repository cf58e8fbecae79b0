import type { WellUseCode } from './reference-data';

/** What sort of owner a client is; decides its wells' uses, sands, meters and pumping pattern. */
export type ClientKind =
  | 'public'
  | 'rural'
  | 'industrial'
  | 'power'
  | 'commercial'
  | 'institutional'
  | 'farm'
  | 'turf'
  | 'livestock'
  | 'domestic';

/** Shape of a day's pumping over its 24 hours (hourly meter data). */
export type DailyCycle = 'flat' | 'municipal' | 'daytime';

export interface KindProfile {
  uses: readonly (readonly [WellUseCode, number])[];
  /** Weights of the sands by aquifer code. */
  aquifers: readonly (readonly [string, number])[];
  /** Share of the district's pumpage, in million gallons per day before normalising. */
  mgd: number;
  meteredShare: number;
  exemptShare: number;
  /** Amplitude of the yearly cosine and its peak day of year. */
  season: number;
  peakDay: number;
  /** Factor applied on Saturdays and Sundays. */
  weekend: number;
  /** Relative day-to-day noise and the chance of a day with the pump off. */
  noise: number;
  downtime: number;
  cycle: DailyCycle;
}

const DEEP_SUPPLY = [
  ['1000', 1],
  ['1200', 2],
  ['1500', 3],
  ['1700', 3],
  ['2000', 3],
  ['2400', 3],
  ['2800', 2],
] as const;
const SHALLOW = [
  ['400', 3],
  ['600', 3],
  ['800', 1],
] as const;

export const KIND_PROFILES: Record<ClientKind, KindProfile> = {
  public: {
    uses: [['PS', 1]],
    aquifers: DEEP_SUPPLY,
    mgd: 60,
    meteredShare: 0.5,
    exemptShare: 0,
    season: 0.18,
    peakDay: 205,
    weekend: 1,
    noise: 0.08,
    downtime: 0.04,
    cycle: 'municipal',
  },
  rural: {
    uses: [['PSR', 1]],
    aquifers: [
      ['800', 1],
      ['1000', 2],
      ['1200', 2],
      ['1500', 1],
    ],
    mgd: 3,
    meteredShare: 0.25,
    exemptShare: 0,
    season: 0.22,
    peakDay: 205,
    weekend: 1.05,
    noise: 0.12,
    downtime: 0.03,
    cycle: 'municipal',
  },
  industrial: {
    uses: [
      ['IND', 3],
      ['INDC', 1],
    ],
    aquifers: [
      ['400', 1],
      ['600', 1],
      ['1200', 1],
      ['1500', 4],
      ['1700', 2],
      ['2000', 4],
      ['2400', 1],
    ],
    mgd: 74,
    meteredShare: 0.6,
    exemptShare: 0,
    season: 0.05,
    peakDay: 210,
    weekend: 0.97,
    noise: 0.06,
    downtime: 0.02,
    cycle: 'flat',
  },
  power: {
    uses: [['PG', 1]],
    aquifers: [
      ['1500', 2],
      ['1700', 1],
      ['2000', 2],
      ['2400', 1],
    ],
    mgd: 7,
    meteredShare: 0.9,
    exemptShare: 0,
    season: 0.25,
    peakDay: 215,
    weekend: 0.92,
    noise: 0.12,
    downtime: 0.06,
    cycle: 'flat',
  },
  commercial: {
    uses: [['COM', 1]],
    aquifers: [
      ['400', 2],
      ['600', 2],
      ['800', 2],
      ['1000', 1],
      ['1200', 1],
    ],
    mgd: 1.5,
    meteredShare: 0.2,
    exemptShare: 0,
    season: 0.15,
    peakDay: 200,
    weekend: 0.6,
    noise: 0.15,
    downtime: 0.02,
    cycle: 'daytime',
  },
  institutional: {
    uses: [['INST', 1]],
    aquifers: [
      ['1000', 1],
      ['1200', 2],
      ['1500', 2],
      ['2000', 1],
    ],
    mgd: 2.5,
    meteredShare: 0.35,
    exemptShare: 0,
    season: 0.1,
    peakDay: 260,
    weekend: 0.7,
    noise: 0.1,
    downtime: 0.02,
    cycle: 'daytime',
  },
  farm: {
    uses: [
      ['IRR', 7],
      ['AQ', 3],
    ],
    aquifers: SHALLOW,
    mgd: 3,
    meteredShare: 0.15,
    exemptShare: 0.45,
    season: 1.15,
    peakDay: 160,
    weekend: 1,
    noise: 0.25,
    downtime: 0.05,
    cycle: 'daytime',
  },
  turf: {
    uses: [['IRT', 1]],
    aquifers: SHALLOW,
    mgd: 0.6,
    meteredShare: 0.3,
    exemptShare: 0.2,
    season: 0.7,
    peakDay: 200,
    weekend: 1,
    noise: 0.25,
    downtime: 0.1,
    cycle: 'daytime',
  },
  livestock: {
    uses: [['LIV', 1]],
    aquifers: SHALLOW,
    mgd: 0.15,
    meteredShare: 0,
    exemptShare: 1,
    season: 0.3,
    peakDay: 200,
    weekend: 1,
    noise: 0.15,
    downtime: 0.02,
    cycle: 'flat',
  },
  domestic: {
    uses: [['DOM', 1]],
    aquifers: SHALLOW,
    mgd: 0.02,
    meteredShare: 0,
    exemptShare: 1,
    season: 0.25,
    peakDay: 200,
    weekend: 1.1,
    noise: 0.2,
    downtime: 0.02,
    cycle: 'municipal',
  },
};
