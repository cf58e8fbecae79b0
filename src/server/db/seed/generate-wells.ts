import { EXEMPT_FLAG } from '../../../shared/rules/billing';
import type { wells } from '../schema';
import type { ClientSeed } from './clients-data';
import { addDays } from '../../../shared/rules/calendar';
import { middayOf } from './dates';
import { addYears, daysBetween } from '../../../shared/rules/calendar';
import { KIND_PROFILES, type ClientKind, type DailyCycle } from './kinds';
import { CITIES } from './places-data';
import { between, bell, chance, intBetween, pick, pickWeighted, round, type Random } from './random';
import { AQUIFERS, INDUSTRIAL_CORRIDOR, PARISHES, type Box, type WellUseCode } from './reference-data';

/** The district's pumpage the generator aims at, in kgal per day (150 million gallons per day). */
export const DISTRICT_TARGET_KGAL_PER_DAY = 150_000;

/** A well's row without the ids that only exist once the reference rows and clients are inserted. */
export type WellRow = Omit<typeof wells.$inferInsert, 'clientId' | 'aquiferId' | 'wellUseId' | 'parishId'>;

/** How one active well pumps; the SQL pumpage generator reads these. */
export interface PumpProfile {
  /** Mean daily pumpage in kgal. */
  base: number;
  season: number;
  peakDay: number;
  weekend: number;
  noise: number;
  downtime: number;
  metered: boolean;
  cycle: DailyCycle;
}

export interface WellPlan {
  clientIndex: number;
  kind: ClientKind;
  parishCode: string;
  aquiferCode: string;
  useCode: WellUseCode;
  row: WellRow;
  /** Present for active wells only: inactive wells have no pumpage. */
  profile?: PumpProfile;
}

const METER_TYPES = [
  ['Magnetic', 4],
  ['Turbine', 3],
  ['Propeller', 2],
  ['Ultrasonic', 1],
] as const;

const AVAILABLE_INFORMATION = [
  "Driller's log",
  "Driller's log; electric log",
  'Electric log; water-quality analysis',
  "Pump test; driller's log",
  'Geophysical log; chloride samples',
];

const COMMENTS = [
  'Meter recalibrated during annual inspection.',
  'Pump motor replaced; production resumed.',
  'Chloride sampling quarterly per district monitoring program.',
  'Standby well, operated during peak demand.',
  'Owner submits readings monthly.',
];

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function intersect(a: Box, b: Box): Box {
  return {
    south: Math.max(a.south, b.south),
    north: Math.min(a.north, b.north),
    west: Math.max(a.west, b.west),
    east: Math.min(a.east, b.east),
  };
}

function degreesMinutesSeconds(value: number, degreeDigits: number): string {
  const totalSeconds = Math.round(Math.abs(value) * 3600);
  const degrees = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${String(degrees).padStart(degreeDigits, '0')}${String(minutes).padStart(2, '0')}${String(seconds).padStart(2, '0')}`;
}

/** USGS site number: latitude DDMMSS, longitude DDDMMSS and a two-digit sequence. */
function usgsSiteNumber(latitude: number, longitude: number, taken: Set<string>): string {
  const stem = degreesMinutesSeconds(latitude, 2) + degreesMinutesSeconds(longitude, 3);
  for (let sequence = 1; ; sequence += 1) {
    const id = stem + String(sequence).padStart(2, '0');
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function wellName(random: Random, seed: ClientSeed, number: number): string {
  switch (seed.kind) {
    case 'public':
    case 'rural':
      return `${pick(random, CITIES[seed.city].streets)} Well ${number}`;
    case 'industrial':
    case 'power':
      return `Plant Well No. ${number}`;
    case 'farm':
    case 'turf':
      return `Field Well ${number}`;
    case 'domestic':
      return number === 1 ? 'House Well' : `House Well ${number}`;
    default:
      return `Well No. ${number}`;
  }
}

/** Completion date and, for about 6% of wells, the date the well was taken out of service. */
function serviceDates(random: Random, lastCompletionYear: number, pumpingSince: string) {
  const year = intBetween(random, 1955, lastCompletionYear);
  const month = String(intBetween(random, 1, 12)).padStart(2, '0');
  const completed = `${year}-${month}-${String(intBetween(random, 1, 28)).padStart(2, '0')}`;
  if (!chance(random, 0.06)) return { year, completed, inactiveOn: undefined };
  // Inactive wells stopped before the pumpage record starts, so they have no pumpage at all.
  const span = daysBetween(completed, pumpingSince) - 30;
  return {
    year,
    completed,
    inactiveOn: addDays(completed, intBetween(random, Math.min(5 * 365, span >> 1), span)),
  };
}

/** Plans every well of every client in order; the same random stream gives the same wells. */
export function generateWells(random: Random, seeds: readonly ClientSeed[], today: string): WellPlan[] {
  const pumpingSince = addYears(today, -3);
  const lastCompletionYear = Number(pumpingSince.slice(0, 4)) - 2;
  const nextNumber = new Map(PARISHES.map((parish) => [parish.parishId, intBetween(random, 20, 120)]));
  const siteNumbers = new Set<string>();
  const plans: WellPlan[] = [];
  const weights: number[] = [];

  seeds.forEach((seed, clientIndex) => {
    const kind = KIND_PROFILES[seed.kind];
    const parish = PARISHES.find((candidate) => candidate.parishId === seed.parish);
    if (!parish) throw new Error(`Unknown parish ${seed.parish}`);
    const box = seed.corridor ? intersect(parish.box, INDUSTRIAL_CORRIDOR) : parish.box;

    for (let number = 1; number <= seed.wells; number += 1) {
      const aquiferCode = pickWeighted(random, kind.aquifers);
      const aquifer = AQUIFERS.find((candidate) => candidate.aquiferId === aquiferCode);
      if (!aquifer) throw new Error(`Unknown aquifer ${aquiferCode}`);
      const useCode = pickWeighted(random, kind.uses);
      const latitude = round(clamp(seed.site[0] + bell(random) * seed.spread, box.south, box.north), 6);
      const longitude = round(clamp(seed.site[1] + bell(random) * seed.spread * 1.15, box.west, box.east), 6);
      const wellNumber = nextNumber.get(parish.parishId) ?? 0;
      nextNumber.set(parish.parishId, wellNumber + intBetween(random, 1, 12));

      const { year, completed, inactiveOn } = serviceDates(random, lastCompletionYear, pumpingSince);
      const active = inactiveOn === undefined;
      const exempt = chance(random, kind.exemptShare);
      const metered = active && chance(random, kind.meteredShare);
      const permitted = year >= 1976;
      // Wells of a large system or plant pump more than those of a village or a small shop.
      weights.push(Math.exp(bell(random) * 0.9) * (1 + seed.wells / 20));

      plans.push({
        clientIndex,
        kind: seed.kind,
        parishCode: parish.parishId,
        aquiferCode,
        useCode,
        row: {
          identificationNumber: usgsSiteNumber(latitude, longitude, siteNumbers),
          wellNumber: `${parish.wellPrefix}-${wellNumber}`,
          permitNumber: exempt
            ? null
            : `P-${String(year % 100).padStart(2, '0')}-${intBetween(random, 1000, 9999)}`,
          wellDepth: intBetween(random, aquifer.minDepth, aquifer.maxDepth),
          clientWellName: wellName(random, seed, number),
          isRegistered: !exempt || chance(random, 0.7),
          availableInformation: chance(random, 0.7) ? pick(random, AVAILABLE_INFORMATION) : null,
          latitude,
          longitude,
          flag: exempt ? EXEMPT_FLAG : null,
          isActive: active,
          completionDateTime: middayOf(completed),
          inactiveDateTime: inactiveOn ? middayOf(inactiveOn) : null,
          cagcdPermitDate: permitted ? addDays(completed, -intBetween(random, 30, 120)) : null,
          cagcdPermitNumber: permitted
            ? `CAGCD-${year}-${String(intBetween(random, 1, 250)).padStart(3, '0')}`
            : null,
          ldnrNotificationDate: addDays(completed, intBetween(random, 5, 45)),
          ldnrNotificationNumber: `${parish.wellPrefix}${year}-${intBetween(random, 100, 9999)}`,
          wellStatus: active ? 'Active' : 'Inactive',
          wellStatusDate: middayOf(inactiveOn ?? completed),
          meterType: metered ? pickWeighted(random, METER_TYPES) : null,
          comment: chance(random, 0.1) ? pick(random, COMMENTS) : null,
        },
        profile: active
          ? {
              base: 0,
              season: kind.season,
              peakDay: kind.peakDay,
              weekend: kind.weekend,
              noise: kind.noise,
              downtime: kind.downtime,
              metered,
              cycle: kind.cycle,
            }
          : undefined,
      });
    }
  });

  assignPumpingRates(random, plans, weights);
  return plans;
}

/**
 * Shares each kind's volume among its active wells (by a random weight) and scales the whole district
 * to the target, correcting for days off and weekends so that the target is the real mean.
 */
function assignPumpingRates(random: Random, plans: WellPlan[], weights: number[]): void {
  const activeWeight = new Map<ClientKind, number>();
  plans.forEach((plan, index) => {
    if (plan.profile) activeWeight.set(plan.kind, (activeWeight.get(plan.kind) ?? 0) + (weights[index] ?? 0));
  });
  const kindsMgd = [...activeWeight.keys()].reduce((sum, kind) => sum + KIND_PROFILES[kind].mgd, 0);
  const scale = DISTRICT_TARGET_KGAL_PER_DAY / (kindsMgd * 1000);

  plans.forEach((plan, index) => {
    const kind = KIND_PROFILES[plan.kind];
    const weight = weights[index] ?? 1;
    const mean = (kind.mgd * 1000 * scale * weight) / (activeWeight.get(plan.kind) ?? weight);
    const dutyCycle = (1 - kind.downtime) * ((5 + 2 * kind.weekend) / 7);
    if (plan.profile) plan.profile.base = round(mean / dutyCycle, 3);
    const capacity = mean * between(random, 1.5, 2.5);
    plan.row.dailyPumpRate = capacity >= 100 ? Math.round(capacity / 10) * 10 : round(capacity, 1);
  });
}
