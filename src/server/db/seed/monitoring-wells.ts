import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, addMonths, addYears, daysBetween } from '../../../shared/rules/calendar';
import type { MeasurementParameter, MeasurementSource } from '../../../shared/states';
import type { Tx } from '../client';
import {
  aquifers,
  monitoringAlerts,
  monitoringMeasurements,
  monitoringWells,
  parishes,
  wells,
} from '../schema';
import { bell, intBetween, round, type Random } from './random';

/*
 * The demo district's monitoring wells: three with the USGS site numbers the importer's sample files
 * carry (so the samples import into the demo), the rest known by local names. Levels are monthly or
 * quarterly depths to water that fall until the 1990s and then slowly recover, with a summer low and
 * some noise; chloride and specific conductance are yearly at the wells along the Baton Rouge fault,
 * where salty water moves north across it. The last year's measurements are provisional.
 */

/** The staff mailbox the demo's one chloride alert went to. */
export const DEMO_ALERT_RECIPIENT = 'admin@demo.test';

interface LevelPlan {
  since: string;
  /** Months between measurements. */
  everyMonths: number;
  startDepth: number;
  /** Feet a year the water falls (positive) until `turnYear`, then feet a year it rises. */
  fallPerYear: number;
  turnYear: number;
  risePerYear: number;
  /** Half the seasonal swing, deepest in late summer. */
  swing: number;
  noise: number;
}

interface QualityPlan {
  since: string;
  /** Chloride the first year and its rise a year (mg/L)... */
  startMgL: number;
  risePerYear: number;
  /** ...until `speedsUp.year`, from when it rises steadily to `todayMgL`, whatever the day the seed runs. */
  speedsUp?: { year: number; todayMgL: number };
  /** Specific conductance is measured too (µS/cm, from the chloride). */
  conductance: boolean;
}

interface MonitoringWellPlan {
  siteNumber: string | null;
  localName: string | null;
  aquifer: string;
  parish: string;
  latitude: number;
  longitude: number;
  landSurfaceAltitudeFeet: number;
  levelAlertDepthFeet: number | null;
  chlorideAlertMgL: number | null;
  isPublic: boolean;
  note: string | null;
  /** Measured by the USGS and imported from its files, or by the district's staff. */
  measuredBy: 'USGS' | 'District staff';
  /**
   * Also a production well of the registry: the first active well of the parish and aquifer, whose
   * number is then its local name.
   */
  linkedToRegistry?: boolean;
  levels: LevelPlan;
  quality?: QualityPlan;
}

/** The monitoring well whose chloride rose past its threshold last year, raising the demo's alert. */
export const RISING_CHLORIDE_WELL = 'EB-1293';

export const MONITORING_WELL_PLANS: readonly MonitoringWellPlan[] = [
  {
    siteNumber: '303251091115001',
    localName: 'EB-1000',
    aquifer: '2,000-Foot Sand',
    parish: 'East Baton Rouge',
    latitude: 30.5475,
    longitude: -91.1972,
    landSurfaceAltitudeFeet: 62.4,
    levelAlertDepthFeet: 260,
    chlorideAlertMgL: null,
    isPublic: true,
    note: 'Long-term USGS observation well in the industrial corridor.',
    measuredBy: 'USGS',
    levels: {
      since: '1977-01-01',
      everyMonths: 1,
      startDepth: 190,
      fallPerYear: 1.8,
      turnYear: 1995,
      risePerYear: 0.6,
      swing: 6,
      noise: 2,
    },
  },
  {
    siteNumber: '302912091053901',
    localName: 'EB-917',
    aquifer: '1,500-Foot Sand',
    parish: 'East Baton Rouge',
    latitude: 30.4867,
    longitude: -91.0942,
    landSurfaceAltitudeFeet: 48.1,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: null,
    isPublic: true,
    note: null,
    measuredBy: 'USGS',
    levels: {
      since: '1985-01-01',
      everyMonths: 3,
      startDepth: 137,
      fallPerYear: 0.9,
      turnYear: 2010,
      risePerYear: 0.6,
      swing: 4,
      noise: 1.5,
    },
  },
  {
    siteNumber: '303015091092301',
    localName: 'EB-792',
    aquifer: '2,000-Foot Sand',
    parish: 'East Baton Rouge',
    latitude: 30.5042,
    longitude: -91.1564,
    landSurfaceAltitudeFeet: 55.7,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: 250,
    isPublic: true,
    note: 'North of the fault; watched for salt water moving north.',
    measuredBy: 'USGS',
    levels: {
      since: '1980-01-01',
      everyMonths: 2,
      startDepth: 165,
      fallPerYear: 1.4,
      turnYear: 1994,
      risePerYear: 0.5,
      swing: 5,
      noise: 2,
    },
    quality: { since: '1985-06-01', startMgL: 17, risePerYear: 0.25, conductance: true },
  },
  {
    siteNumber: null,
    localName: RISING_CHLORIDE_WELL,
    aquifer: '1,500-Foot Sand',
    parish: 'East Baton Rouge',
    latitude: 30.4418,
    longitude: -91.1486,
    landSurfaceAltitudeFeet: 41.3,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: 250,
    isPublic: true,
    note: 'Just north of the Baton Rouge fault; chloride rising since the 2000s.',
    measuredBy: 'District staff',
    levels: {
      since: '1990-01-01',
      everyMonths: 3,
      startDepth: 150,
      fallPerYear: 1,
      turnYear: 1999,
      risePerYear: 0.3,
      swing: 4,
      noise: 1.5,
    },
    quality: {
      since: '1986-06-01',
      startMgL: 30,
      risePerYear: 1.5,
      speedsUp: { year: 2005, todayMgL: 275 },
      conductance: true,
    },
  },
  {
    siteNumber: null,
    localName: 'Fault observation 3',
    aquifer: '2,000-Foot Sand',
    parish: 'East Baton Rouge',
    latitude: 30.4351,
    longitude: -91.1813,
    landSurfaceAltitudeFeet: 38.9,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: 500,
    isPublic: false,
    note: 'South of the fault: salty water, sampled for comparison.',
    measuredBy: 'District staff',
    levels: {
      since: '2001-01-01',
      everyMonths: 3,
      startDepth: 120,
      fallPerYear: 0.4,
      turnYear: 2001,
      risePerYear: 0.2,
      swing: 3,
      noise: 1,
    },
    quality: { since: '2001-06-01', startMgL: 310, risePerYear: 2, conductance: false },
  },
  {
    siteNumber: null,
    localName: 'Fault observation 1',
    aquifer: '1,500-Foot Sand',
    parish: 'East Baton Rouge',
    latitude: 30.4392,
    longitude: -91.1207,
    landSurfaceAltitudeFeet: 44.6,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: null,
    isPublic: false,
    note: 'Private access through the landowner; call before visiting.',
    measuredBy: 'District staff',
    levels: {
      since: '2003-01-01',
      everyMonths: 3,
      startDepth: 135,
      fallPerYear: 0.5,
      turnYear: 2003,
      risePerYear: 0.2,
      swing: 3,
      noise: 1,
    },
    quality: { since: '2003-06-01', startMgL: 45, risePerYear: 1.2, conductance: false },
  },
  {
    siteNumber: null,
    localName: null,
    aquifer: '1,200-Foot Sand',
    parish: 'East Baton Rouge',
    latitude: 30.4826,
    longitude: -91.1401,
    landSurfaceAltitudeFeet: 51.2,
    levelAlertDepthFeet: 190,
    chlorideAlertMgL: null,
    isPublic: false,
    note: 'A plant supply well also measured for the district.',
    measuredBy: 'District staff',
    linkedToRegistry: true,
    levels: {
      since: '2008-01-01',
      everyMonths: 1,
      startDepth: 150,
      fallPerYear: 0.6,
      turnYear: 2016,
      risePerYear: 0.3,
      swing: 7,
      noise: 2,
    },
  },
  {
    siteNumber: null,
    localName: 'WB-318',
    aquifer: '1,500-Foot Sand',
    parish: 'West Baton Rouge',
    latitude: 30.4489,
    longitude: -91.2677,
    landSurfaceAltitudeFeet: 24.8,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: null,
    isPublic: true,
    note: null,
    measuredBy: 'District staff',
    levels: {
      since: '1995-01-01',
      everyMonths: 3,
      startDepth: 95,
      fallPerYear: 0.8,
      turnYear: 2002,
      risePerYear: 0.2,
      swing: 3,
      noise: 1,
    },
  },
  {
    siteNumber: null,
    localName: 'AN-612',
    aquifer: '400-Foot Sand',
    parish: 'Ascension',
    latitude: 30.2412,
    longitude: -90.9731,
    landSurfaceAltitudeFeet: 18.2,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: null,
    isPublic: true,
    note: null,
    measuredBy: 'District staff',
    levels: {
      since: '2000-01-01',
      everyMonths: 3,
      startDepth: 38,
      fallPerYear: 0.3,
      turnYear: 2010,
      risePerYear: 0.1,
      swing: 2.5,
      noise: 0.8,
    },
  },
  {
    siteNumber: null,
    localName: 'EF-305',
    aquifer: '1,200-Foot Sand',
    parish: 'East Feliciana',
    latitude: 30.8421,
    longitude: -91.0417,
    landSurfaceAltitudeFeet: 212.5,
    levelAlertDepthFeet: null,
    chlorideAlertMgL: null,
    isPublic: false,
    note: null,
    measuredBy: 'District staff',
    levels: {
      since: '2005-01-01',
      everyMonths: 6,
      startDepth: 168,
      fallPerYear: 0.2,
      turnYear: 2005,
      risePerYear: 0.1,
      swing: 2,
      noise: 1,
    },
  },
];

interface MeasurementRow {
  well: number;
  parameter: MeasurementParameter;
  measuredOn: string;
  measuredAt: string | null;
  value: number;
  method: string | null;
  measuredBy: string;
  approved: boolean;
  source: MeasurementSource;
}

const yearsSince = (from: string, day: string) => daysBetween(from, day) / 365.2425;

/** Depth to water on `day`: the long-term fall and recovery, the seasonal swing (deepest in August), noise. */
function depthOn(plan: LevelPlan, day: string, random: Random): number {
  const turnDay = `${plan.turnYear}-07-01`;
  const longTerm =
    day <= turnDay
      ? plan.startDepth + plan.fallPerYear * yearsSince(plan.since, day)
      : plan.startDepth +
        plan.fallPerYear * Math.max(0, yearsSince(plan.since, turnDay)) -
        plan.risePerYear * yearsSince(turnDay, day);
  const month = Number(day.slice(5, 7));
  const season = plan.swing * Math.cos(((month - 8) / 12) * 2 * Math.PI);
  return round(longTerm + season + plan.noise * bell(random), 2);
}

function chlorideOn(plan: QualityPlan, day: string, today: string, random: Random): number {
  const steady = (on: string) => plan.startMgL + plan.risePerYear * yearsSince(plan.since, on);
  const turn = plan.speedsUp ? `${plan.speedsUp.year}-07-01` : null;
  const mgL =
    plan.speedsUp && turn && day > turn
      ? steady(turn) +
        ((plan.speedsUp.todayMgL - steady(turn)) * daysBetween(turn, day)) / daysBetween(turn, today)
      : steady(day);
  return round(Math.max(1, mgL + 3 * bell(random)), 1);
}

/** A well's measurements from its first day to `today`: levels every few months, quality yearly. */
function measurementsOf(
  plan: MonitoringWellPlan,
  wellIndex: number,
  random: Random,
  today: string,
): MeasurementRow[] {
  const provisionalFrom = addYears(today, -1);
  const usgs = plan.measuredBy === 'USGS';
  const common = { well: wellIndex, measuredBy: plan.measuredBy };
  const rows: MeasurementRow[] = [];
  for (let month = plan.levels.since; month <= today; month = addMonths(month, plan.levels.everyMonths)) {
    const day = addDays(month, intBetween(random, 4, 24));
    if (day > today) break;
    rows.push({
      ...common,
      parameter: 'depth-to-water',
      measuredOn: day,
      measuredAt: usgs
        ? `${String(intBetween(random, 8, 15)).padStart(2, '0')}:${random() < 0.5 ? '00' : '30'}`
        : null,
      value: depthOn(plan.levels, day, random),
      method: usgs ? 'Steel tape' : 'Electric tape',
      approved: day < provisionalFrom,
      source: usgs ? 'rdb' : 'manual',
    });
  }
  const quality = plan.quality;
  if (!quality) return rows;
  for (let year = quality.since; year <= today; year = addYears(year, 1)) {
    const day = addDays(year, intBetween(random, 0, 20));
    if (day > today) break;
    const chloride = chlorideOn(quality, day, today, random);
    const sampled = { ...common, measuredOn: day, measuredAt: null, method: 'Laboratory' };
    const approved = day < provisionalFrom;
    const source: MeasurementSource = usgs ? 'water-quality-csv' : 'manual';
    rows.push({ ...sampled, parameter: 'chloride', value: chloride, approved, source });
    if (quality.conductance) {
      const conductance = Math.round(300 + chloride * 3.5 + 15 * bell(random));
      rows.push({ ...sampled, parameter: 'specific-conductance', value: conductance, approved, source });
    }
  }
  return rows;
}

async function idsByName(tx: Tx, table: typeof aquifers | typeof parishes): Promise<Map<string, number>> {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name, row.id]));
}

function idOf(ids: ReadonlyMap<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`The demo has no ${name}`);
  return id;
}

/** The registry's first active well of the parish and aquifer, which the linked monitoring well is. */
async function registryWellOf(
  tx: Tx,
  parishId: number,
  aquiferId: number,
): Promise<{ id: number; wellNumber: string } | null> {
  const [well] = await tx
    .select({ id: wells.id, wellNumber: wells.wellNumber })
    .from(wells)
    .where(and(eq(wells.parishId, parishId), eq(wells.aquiferId, aquiferId), eq(wells.isActive, true)))
    .orderBy(asc(wells.id))
    .limit(1);
  return well ?? null;
}

/**
 * Inserts the demo's monitoring wells, their measurements (one statement) and the alert the rising
 * chloride well raised, recorded as sent: the seed sends no mail, and the row keeps the alert from
 * being sent again. Returns how many measurements were inserted.
 */
export async function seedMonitoringWells(
  tx: Tx,
  random: Random,
  options: { today: string },
): Promise<number> {
  const aquiferIds = await idsByName(tx, aquifers);
  const parishIds = await idsByName(tx, parishes);
  const wellIds: number[] = [];
  for (const plan of MONITORING_WELL_PLANS) {
    const aquiferId = idOf(aquiferIds, plan.aquifer);
    const parishId = idOf(parishIds, plan.parish);
    const registryWell = plan.linkedToRegistry ? await registryWellOf(tx, parishId, aquiferId) : null;
    const localName = plan.localName ?? registryWell?.wellNumber ?? 'Plant supply well';
    const [inserted] = await tx
      .insert(monitoringWells)
      .values({
        siteNumber: plan.siteNumber,
        localName,
        aquiferId,
        parishId,
        latitude: plan.latitude,
        longitude: plan.longitude,
        landSurfaceAltitudeFeet: plan.landSurfaceAltitudeFeet,
        altitudeDatum: 'NAVD88',
        wellId: registryWell?.id ?? null,
        levelAlertDepthFeet: plan.levelAlertDepthFeet,
        chlorideAlertMgL: plan.chlorideAlertMgL,
        isPublic: plan.isPublic,
        note: plan.note,
      })
      .returning({ id: monitoringWells.id });
    if (!inserted) throw new Error(`Could not insert monitoring well ${localName}`);
    wellIds.push(inserted.id);
  }

  const rows = MONITORING_WELL_PLANS.flatMap((plan, index) =>
    measurementsOf(plan, wellIds[index] ?? 0, random, options.today),
  );
  await tx.execute(sql`insert into ${monitoringMeasurements}
      (monitoring_well_id, parameter, measured_on, measured_at, value, method, measured_by, approved, source)
    select m.well, m.parameter, m.measured_on, m.measured_at, m.value, m.method, m.measured_by, m.approved, m.source
    from jsonb_to_recordset(${JSON.stringify(rows.map(recordOf))}::jsonb) as m(well int, parameter text,
      measured_on date, measured_at time, value numeric, method text, measured_by text, approved boolean, source text)`);

  await tx.execute(sql`insert into ${monitoringAlerts}
      (measurement_id, kind, threshold, value, recipients, outcome, attempts, claimed_at, sent_at)
    select m.id, 'chloride', w.chloride_alert_mg_l, m.value, ${DEMO_ALERT_RECIPIENT}, 'sent', 1,
      m.measured_on + time '16:00', m.measured_on + time '16:01'
    from ${monitoringMeasurements} m join ${monitoringWells} w on w.id = m.monitoring_well_id
    where m.parameter = 'chloride' and m.value > w.chloride_alert_mg_l`);
  return rows.length;
}

function recordOf(row: MeasurementRow) {
  return {
    well: row.well,
    parameter: row.parameter,
    measured_on: row.measuredOn,
    measured_at: row.measuredAt,
    value: row.value,
    method: row.method,
    measured_by: row.measuredBy,
    approved: row.approved,
    source: row.source,
  };
}
