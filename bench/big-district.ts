import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client';
import { buildDistrict } from './bench-district';
import type { DistrictSpec } from './district-cache';
import { buildPumpage, printDistrict, type PumpageShape } from './full-size-district';

export const BIG_WELLS = 8400;
/** About as many wells per client as the full-size district's 2,600 wells of 500 clients. */
const BIG_CLIENTS = 1600;

const BIG_PUMPAGE: PumpageShape = {
  meteredWells: BIG_WELLS,
  hourlyWells: 2000,
  dailyYears: 10,
  hourlyDays: 365,
  // About 3.7 million daily rows per statement: the rollup triggers sum each statement's rows once.
  wellsPerStatement: 1000,
};

/**
 * The big district of issue 30: 8,400 wells of 1,600 clients, ten years of daily pumpage for every
 * well (30.7 million rows) and the last year of hourly pumpage for 2,000 of them (17.5 million),
 * whose daily rows are the sums of their hours; the same SQL as the full-size district's.
 */
async function buildBigDistrict(database: Database, today: string): Promise<void> {
  const started = performance.now();
  await buildDistrict(database, { clients: BIG_CLIENTS, wells: BIG_WELLS });
  await buildPumpage(database, today, BIG_PUMPAGE, true);
  await printDistrict(database, BIG_WELLS, started);
}

export const BIG_DISTRICT: DistrictSpec = { name: 'big', build: buildBigDistrict };
