import type { ClientKind } from './kinds';
import type { CityName } from './places-data';
import type { ParishCode } from './reference-data';

/** A demo well owner. Names are invented; places and sands are those of the Baton Rouge area. */
export interface ClientSeed {
  name: string;
  kind: ClientKind;
  parish: ParishCode;
  city: CityName;
  /** Centre of the owner's wells and how far (degrees) they scatter around it. */
  site: readonly [number, number];
  spread: number;
  wells: number;
  /** Wells kept inside the North Baton Rouge industrial corridor. */
  corridor?: boolean;
}

type Row = [
  string,
  ClientKind,
  ParishCode,
  CityName,
  number,
  number,
  number,
  number,
  ('corridor' | undefined)?,
];

// The first row becomes the first client (owner@demo.test and user@demo.test), the second owner2's.
const ROWS: Row[] = [
  ['Red Stick Water Company', 'public', 'EBR', 'Baton Rouge', 30.46, -91.08, 0.12, 64],
  [
    'Scotlandville Refining Company',
    'industrial',
    'EBR',
    'Baton Rouge',
    30.505,
    -91.18,
    0.012,
    34,
    'corridor',
  ],
  [
    'Mississippi River Chemical Corporation',
    'industrial',
    'EBR',
    'Baton Rouge',
    30.52,
    -91.17,
    0.01,
    22,
    'corridor',
  ],
  ['Capitol Polymers LLC', 'industrial', 'EBR', 'Baton Rouge', 30.53, -91.16, 0.008, 14, 'corridor'],
  ['Anchor Chlor-Alkali Inc.', 'industrial', 'EBR', 'Baton Rouge', 30.51, -91.15, 0.008, 9, 'corridor'],
  ['Istrouma Elastomers Company', 'industrial', 'EBR', 'Baton Rouge', 30.49, -91.17, 0.006, 6, 'corridor'],
  ['Plank Road Industrial Gases', 'industrial', 'EBR', 'Baton Rouge', 30.54, -91.14, 0.005, 3, 'corridor'],
  ['Alsen Carbon Products', 'industrial', 'EBR', 'Baton Rouge', 30.55, -91.19, 0.005, 4, 'corridor'],
  ['Choctaw Drive Metal Finishing', 'industrial', 'EBR', 'Baton Rouge', 30.485, -91.13, 0.004, 2, 'corridor'],
  ['Thomas Road Lubricants', 'industrial', 'EBR', 'Baton Rouge', 30.545, -91.16, 0.004, 3, 'corridor'],
  ['Capital Area Power Station', 'power', 'EBR', 'Baton Rouge', 30.51, -91.19, 0.006, 6, 'corridor'],
  ['Port Hudson Container Board', 'industrial', 'EBR', 'Zachary', 30.64, -91.19, 0.008, 8],
  ['Capitol Bottling Works', 'industrial', 'EBR', 'Baton Rouge', 30.44, -91.12, 0.004, 3],
  ['City of Zachary Water System', 'public', 'EBR', 'Zachary', 30.65, -91.15, 0.03, 6],
  ['City of Baker Waterworks', 'public', 'EBR', 'Baker', 30.59, -91.16, 0.02, 5],
  ['Central Community Water System', 'public', 'EBR', 'Central', 30.55, -91.03, 0.03, 8],
  ['Greenwell Springs Utility Company', 'public', 'EBR', 'Greenwell Springs', 30.53, -90.98, 0.02, 3],
  ['Highland Road Water Corporation', 'public', 'EBR', 'Baton Rouge', 30.36, -91.06, 0.025, 8],
  ['St. George Water District', 'public', 'EBR', 'Baton Rouge', 30.38, -91.02, 0.02, 6],
  ['Oak Hills Place Water Association', 'rural', 'EBR', 'Baton Rouge', 30.36, -91.08, 0.01, 2],
  ['Shenandoah Estates Homeowners Association', 'rural', 'EBR', 'Baton Rouge', 30.4, -91.0, 0.005, 2],
  ['Ascension Parish Utilities Department', 'public', 'ASC', 'Gonzales', 30.24, -90.93, 0.04, 10],
  ['City of Gonzales Water Department', 'public', 'ASC', 'Gonzales', 30.24, -90.92, 0.015, 5],
  ['Ascension Water Company', 'public', 'ASC', 'Prairieville', 30.27, -90.95, 0.025, 8],
  ['Prairieville Rural Water Corporation', 'rural', 'ASC', 'Prairieville', 30.3, -90.97, 0.02, 4],
  ['Town of Sorrento Waterworks', 'public', 'ASC', 'Sorrento', 30.18, -90.88, 0.01, 2],
  ['Geismar Nitrogen Products', 'industrial', 'ASC', 'Geismar', 30.22, -91.01, 0.01, 12],
  ['River Parish Methanol Company', 'industrial', 'ASC', 'Geismar', 30.2, -91.0, 0.008, 6],
  ['Geismar Specialty Polyols LLC', 'industrial', 'ASC', 'Geismar', 30.21, -90.99, 0.008, 5],
  ['Darrow Fertilizer Works', 'industrial', 'ASC', 'Darrow', 30.17, -90.97, 0.006, 3],
  ['Geismar Cogeneration Partners', 'power', 'ASC', 'Geismar', 30.23, -91.02, 0.005, 3],
  ['Gonzales Concrete Products', 'commercial', 'ASC', 'Gonzales', 30.25, -90.94, 0.004, 2],
  ['West Baton Rouge Water System', 'public', 'WBR', 'Port Allen', 30.45, -91.27, 0.04, 8],
  ['City of Port Allen Waterworks', 'public', 'WBR', 'Port Allen', 30.45, -91.22, 0.01, 3],
  ['Town of Addis Water System', 'public', 'WBR', 'Addis', 30.35, -91.26, 0.01, 2],
  ['Town of Brusly Water System', 'public', 'WBR', 'Brusly', 30.39, -91.25, 0.01, 2],
  ['Port Allen Grain and Bulk Terminal', 'industrial', 'WBR', 'Port Allen', 30.44, -91.215, 0.005, 2],
  ['Addis Railcar Services', 'industrial', 'WBR', 'Addis', 30.36, -91.25, 0.005, 2],
  ['West Bank Sugar Cooperative', 'industrial', 'WBR', 'Brusly', 30.4, -91.27, 0.005, 3],
  ['West Bank Energy Center', 'power', 'WBR', 'Port Allen', 30.5, -91.24, 0.005, 3],
  ['Port Allen Marine Services', 'commercial', 'WBR', 'Port Allen', 30.46, -91.215, 0.002, 1],
  ['Erwinville Turf Farms', 'turf', 'WBR', 'Erwinville', 30.53, -91.38, 0.015, 3],
  ['Pointe Coupee Waterworks District No. 1', 'public', 'PC', 'New Roads', 30.7, -91.44, 0.04, 5],
  ['Village of Livonia Water System', 'public', 'PC', 'Livonia', 30.56, -91.55, 0.01, 2],
  ['False River Generating Station', 'power', 'PC', 'New Roads', 30.72, -91.4, 0.008, 5],
  ['False River Rice Farms', 'farm', 'PC', 'New Roads', 30.66, -91.5, 0.04, 7],
  ['Morganza Crawfish and Rice Company', 'farm', 'PC', 'Morganza', 30.74, -91.58, 0.03, 5],
  ['Ventress Row Crops LLC', 'farm', 'PC', 'Ventress', 30.68, -91.41, 0.02, 3],
  ['Oscar Pecan Orchards', 'farm', 'PC', 'Oscar', 30.62, -91.46, 0.01, 2],
  ['Jarreau Family Farms', 'farm', 'PC', 'Jarreau', 30.63, -91.43, 0.015, 3],
  ['Pointe Coupee Sugarcane Growers', 'farm', 'PC', 'New Roads', 30.64, -91.43, 0.02, 3],
  ['West Feliciana Parish Utilities', 'public', 'WF', 'St. Francisville', 30.79, -91.37, 0.03, 5],
  ['Feliciana Paper and Pulp Company', 'industrial', 'WF', 'St. Francisville', 30.75, -91.38, 0.01, 10],
  ['Feliciana Nuclear Station', 'power', 'WF', 'St. Francisville', 30.76, -91.33, 0.006, 4],
  ['West Feliciana State Penitentiary', 'institutional', 'WF', 'Angola', 30.91, -91.52, 0.01, 4],
  ['Tunica Hills Poultry', 'livestock', 'WF', 'Tunica', 30.9, -91.44, 0.005, 2],
  ['East Feliciana Rural Water District', 'rural', 'EF', 'Clinton', 30.86, -91.01, 0.05, 4],
  ['Town of Jackson Waterworks', 'public', 'EF', 'Jackson', 30.84, -91.2, 0.01, 2],
  ['Village of Slaughter Water System', 'public', 'EF', 'Slaughter', 30.72, -91.14, 0.01, 2],
  ['East Feliciana State Hospital', 'institutional', 'EF', 'Jackson', 30.83, -91.19, 0.005, 3],
  ['Feliciana Nursery and Greenhouses', 'farm', 'EF', 'Ethel', 30.79, -91.1, 0.005, 2],
  ['Ethel Dairy Farm', 'livestock', 'EF', 'Ethel', 30.8, -91.12, 0.005, 2],
  ['Wilson Cattle Company', 'livestock', 'EF', 'Wilson', 30.92, -91.11, 0.008, 2],
  ['Louisiana Capital University', 'institutional', 'EBR', 'Baton Rouge', 30.41, -91.18, 0.01, 6],
  ['Scotlandville A and M University', 'institutional', 'EBR', 'Baton Rouge', 30.525, -91.19, 0.004, 3],
  ['Bluebonnet Medical Center', 'institutional', 'EBR', 'Baton Rouge', 30.39, -91.06, 0.003, 2],
  ['Capital Region Airport Authority', 'institutional', 'EBR', 'Baton Rouge', 30.53, -91.15, 0.004, 2],
  ['Bluebonnet Ice Company', 'commercial', 'EBR', 'Baton Rouge', 30.4, -91.08, 0.003, 2],
  ['Highland Road Car Wash', 'commercial', 'EBR', 'Baton Rouge', 30.38, -91.12, 0.002, 1],
  ['Perkins Road Laundry and Linen', 'commercial', 'EBR', 'Baton Rouge', 30.41, -91.1, 0.002, 1],
  ['Siegen Lane Shopping Center', 'commercial', 'EBR', 'Baton Rouge', 30.39, -91.05, 0.002, 1],
  ['Airline Highway Truck Plaza', 'commercial', 'EBR', 'Baton Rouge', 30.5, -91.1, 0.002, 1],
  ['Sherwood Forest Golf Club', 'turf', 'EBR', 'Baton Rouge', 30.44, -91.02, 0.003, 2],
  ['Pride Equestrian Center', 'livestock', 'EBR', 'Pride', 30.65, -90.98, 0.003, 1],
  ['Landry, Ronald J.', 'domestic', 'ASC', 'St. Amant', 30.23, -90.88, 0.003, 1],
  ['Babin, Gerald A.', 'domestic', 'ASC', 'Prairieville', 30.29, -90.99, 0.003, 1],
  ['Thibodeaux, Marie C.', 'domestic', 'PC', 'Oscar', 30.6, -91.48, 0.003, 1],
  ['Fontenot, Lisa K.', 'domestic', 'PC', 'New Roads', 30.69, -91.46, 0.003, 1],
  ['Broussard Family Trust', 'domestic', 'EF', 'Clinton', 30.87, -91.03, 0.005, 2],
  ['Johnson, Earl W.', 'domestic', 'EF', 'Clinton', 30.9, -91.05, 0.003, 1],
  ['Hebert, James P.', 'domestic', 'WF', 'St. Francisville', 30.82, -91.4, 0.003, 1],
  ['Guidry, Anne M.', 'domestic', 'WBR', 'Erwinville', 30.51, -91.36, 0.003, 1],
  ['Melancon, Paul R.', 'domestic', 'WBR', 'Brusly', 30.38, -91.24, 0.003, 1],
  ['Williams, Thomas E.', 'domestic', 'EBR', 'Zachary', 30.67, -91.1, 0.003, 1],
];

export const CLIENTS: readonly ClientSeed[] = ROWS.map(
  ([name, kind, parish, city, latitude, longitude, spread, wells, corridor]) => ({
    name,
    kind,
    parish,
    city,
    site: [latitude, longitude],
    spread,
    wells,
    corridor: corridor === 'corridor',
  }),
);
