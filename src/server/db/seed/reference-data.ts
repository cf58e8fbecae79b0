/** Reference lists of the Capital Area Groundwater Conservation District (Baton Rouge, Louisiana). */

export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Every demo well lies inside this box. */
export const DISTRICT_BOX: Box = { south: 30.15, north: 30.95, west: -91.65, east: -90.85 };

/** The refinery and chemical-plant strip along the river north of downtown Baton Rouge. */
export const INDUSTRIAL_CORRIDOR: Box = { south: 30.48, north: 30.56, west: -91.2, east: -91.12 };

export type ParishCode = 'ASC' | 'EBR' | 'EF' | 'PC' | 'WBR' | 'WF';

export interface ParishSeed {
  parishId: ParishCode;
  name: string;
  /** Prefix of the state well numbers in the parish, as in 'EB-1234'. */
  wellPrefix: string;
  /** A rough box inside the parish that its wells are kept in. */
  box: Box;
}

export const PARISHES: readonly ParishSeed[] = [
  {
    parishId: 'ASC',
    name: 'Ascension',
    wellPrefix: 'AN',
    box: { south: 30.16, north: 30.32, west: -91.05, east: -90.86 },
  },
  {
    parishId: 'EBR',
    name: 'East Baton Rouge',
    wellPrefix: 'EB',
    box: { south: 30.33, north: 30.7, west: -91.2, east: -90.92 },
  },
  {
    parishId: 'EF',
    name: 'East Feliciana',
    wellPrefix: 'EF',
    box: { south: 30.71, north: 30.94, west: -91.22, east: -90.88 },
  },
  {
    parishId: 'PC',
    name: 'Pointe Coupee',
    wellPrefix: 'PC',
    box: { south: 30.55, north: 30.86, west: -91.63, east: -91.37 },
  },
  {
    parishId: 'WBR',
    name: 'West Baton Rouge',
    wellPrefix: 'WB',
    box: { south: 30.33, north: 30.56, west: -91.42, east: -91.21 },
  },
  {
    parishId: 'WF',
    name: 'West Feliciana',
    wellPrefix: 'WF',
    box: { south: 30.72, north: 30.94, west: -91.56, east: -91.26 },
  },
];

export interface AquiferSeed {
  aquiferId: string;
  name: string;
  /** Screened depth range of wells in the sand under the district, in feet. */
  minDepth: number;
  maxDepth: number;
}

export const AQUIFERS: readonly AquiferSeed[] = [
  { aquiferId: '400', name: '400-Foot Sand', minDepth: 350, maxDepth: 450 },
  { aquiferId: '600', name: '600-Foot Sand', minDepth: 530, maxDepth: 680 },
  { aquiferId: '800', name: '800-Foot Sand', minDepth: 720, maxDepth: 880 },
  { aquiferId: '1000', name: '1,000-Foot Sand', minDepth: 900, maxDepth: 1100 },
  { aquiferId: '1200', name: '1,200-Foot Sand', minDepth: 1120, maxDepth: 1300 },
  { aquiferId: '1500', name: '1,500-Foot Sand', minDepth: 1400, maxDepth: 1600 },
  { aquiferId: '1700', name: '1,700-Foot Sand', minDepth: 1620, maxDepth: 1800 },
  { aquiferId: '2000', name: '2,000-Foot Sand', minDepth: 1900, maxDepth: 2150 },
  { aquiferId: '2400', name: '2,400-Foot Sand', minDepth: 2300, maxDepth: 2550 },
  { aquiferId: '2800', name: '2,800-Foot Sand', minDepth: 2700, maxDepth: 2950 },
];

export const WELL_USE_CATEGORIES = [
  'Public Supply',
  'Industrial',
  'Power Generation',
  'Commercial',
  'Irrigation',
  'Domestic',
  'Livestock and Aquaculture',
  'Institutional',
] as const;
export type WellUseCategoryName = (typeof WELL_USE_CATEGORIES)[number];

export type WellUseCode =
  'PS' | 'PSR' | 'IND' | 'INDC' | 'PG' | 'COM' | 'IRR' | 'IRT' | 'DOM' | 'LIV' | 'AQ' | 'INST';

export interface WellUseSeed {
  wellUseId: WellUseCode;
  description: string;
  classification: string;
  category: WellUseCategoryName;
}

export const WELL_USES: readonly WellUseSeed[] = [
  {
    wellUseId: 'PS',
    description: 'Public supply - municipal',
    classification: 'Municipal',
    category: 'Public Supply',
  },
  {
    wellUseId: 'PSR',
    description: 'Public supply - rural water system',
    classification: 'Rural water',
    category: 'Public Supply',
  },
  {
    wellUseId: 'IND',
    description: 'Industrial - process water',
    classification: 'Process',
    category: 'Industrial',
  },
  {
    wellUseId: 'INDC',
    description: 'Industrial - cooling water',
    classification: 'Cooling',
    category: 'Industrial',
  },
  {
    wellUseId: 'PG',
    description: 'Power generation - plant supply and cooling',
    classification: 'Thermoelectric',
    category: 'Power Generation',
  },
  { wellUseId: 'COM', description: 'Commercial', classification: 'Commercial', category: 'Commercial' },
  {
    wellUseId: 'IRR',
    description: 'Irrigation - crops',
    classification: 'Agricultural',
    category: 'Irrigation',
  },
  {
    wellUseId: 'IRT',
    description: 'Irrigation - turf and golf course',
    classification: 'Turf',
    category: 'Irrigation',
  },
  { wellUseId: 'DOM', description: 'Domestic', classification: 'Household', category: 'Domestic' },
  {
    wellUseId: 'LIV',
    description: 'Livestock',
    classification: 'Stock watering',
    category: 'Livestock and Aquaculture',
  },
  {
    wellUseId: 'AQ',
    description: 'Aquaculture - crawfish ponds',
    classification: 'Aquaculture',
    category: 'Livestock and Aquaculture',
  },
  {
    wellUseId: 'INST',
    description: 'Institutional - schools, hospitals and correctional facilities',
    classification: 'Institutional',
    category: 'Institutional',
  },
];
