import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { RoleName } from '../../../shared/rules/access';
import { hashPassword } from '../../modules/auth/passwords';
import type { Database, DbOrTx } from '../client';
import { clients, clientUsers, dailyPumpage, hourlyPumpage, roles, userRoles, users, wells } from '../schema';
import { CLIENTS } from './clients-data';
import { addDays } from '../../../shared/rules/calendar';
import { middayOf } from './dates';
import { parseIsoDate } from '../../../shared/rules/calendar';
import { generateClients, phoneNumber, type ClientRow } from './generate-clients';
import { insertDailyPumpage, insertHourlyPumpage, type WellProfile } from './generate-pumpage';
import { generateWells, type WellPlan } from './generate-wells';
import { mulberry32, type Random } from './random';
import { insertReferenceData, type ReferenceIds } from './reference-rows';
import { DEMO_OWNER_CLIENT, DEMO_USERS, EXTRA_USERS, OTHER_OWNER_CLIENT, type UserSeed } from './users-data';
import { seedMeters } from './meters';
import { seedReportingCalendar, withholdLateReports } from './reporting';
import { seedExemptionRules } from './exemptions';
import { seedPermits } from './permits';
import { seedRates } from './rates';
import { seedPublicData } from './public-data';
import { seedApiKeys } from './api-keys';
import { seedMonitoringWells } from './monitoring-wells';
import { seedDistrictProfile, seedInvoices } from './invoices';
import { DEFAULT_INVOICE_TERMS, type InvoiceTerms } from '../../../shared/rules/invoices';

export const DEMO_PASSWORD = 'demo12345';

export const DEMO_LOGINS: { email: string; role: RoleName; description: string }[] = DEMO_USERS.map(
  ({ email, role, description }) => ({ email, role, description }),
);

export interface SeedSummary {
  clients: number;
  wells: number;
  dailyRows: number;
  hourlyRows: number;
  users: number;
  /** Mean district total over the 365 days before today, in million gallons per day. */
  averageMgdLastYear: number;
}

/** Fixed seed of the generator: the same `today` always gives the same district. */
const SEED = 0xca6cd;
const INSERT_BATCH = 100;

async function countRows(db: DbOrTx, table: typeof users | typeof clients): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  return (await countRows(db, users)) === 0 && (await countRows(db, clients)) === 0;
}

/** True when the database has neither users nor clients, i.e. it is safe to seed. */
export function isDatabaseEmpty(database: Database): Promise<boolean> {
  return isEmpty(database.db);
}

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    result.push(items.slice(start, start + INSERT_BATCH));
  }
  return result;
}

async function insertClients(db: DbOrTx, rows: readonly ClientRow[]): Promise<number[]> {
  const idByCode = new Map<string, number>();
  for (const batch of batches(rows)) {
    const inserted = await db
      .insert(clients)
      .values(batch)
      .returning({ id: clients.id, code: clients.registrationCode });
    for (const row of inserted) idByCode.set(row.code, row.id);
  }
  return rows.map((row) => idByCode.get(row.registrationCode) ?? 0);
}

async function insertWells(
  db: DbOrTx,
  plans: readonly WellPlan[],
  clientIds: readonly number[],
  ids: ReferenceIds,
): Promise<WellProfile[]> {
  const idByNumber = new Map<string, number>();
  for (const batch of batches(plans)) {
    const values = batch.map((plan) => ({
      ...plan.row,
      clientId: clientIds[plan.clientIndex] ?? 0,
      parishId: ids.parishes.get(plan.parishCode),
      aquiferId: ids.aquifers.get(plan.aquiferCode),
      wellUseId: ids.wellUses.get(plan.useCode),
    }));
    const inserted = await db
      .insert(wells)
      .values(values)
      .returning({ id: wells.id, number: wells.wellNumber });
    for (const row of inserted) idByNumber.set(row.number, row.id);
  }
  return plans.flatMap((plan) =>
    plan.profile ? [{ ...plan.profile, wellId: idByNumber.get(plan.row.wellNumber) ?? 0 }] : [],
  );
}

async function insertUsers(
  db: DbOrTx,
  random: Random,
  seeds: readonly UserSeed[],
  clientIdByName: ReadonlyMap<string, number>,
  passwordHash: string,
  today: string,
): Promise<void> {
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleIds = new Map(roleRows.map((role) => [role.name, role.id]));
  for (const [index, seed] of seeds.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        firstName: seed.firstName,
        lastName: seed.lastName,
        email: seed.email.toLowerCase(),
        phone: phoneNumber(random),
        passwordHash,
        isActive: seed.isActive ?? true,
        dateRegistered: middayOf(addDays(today, -400 + index * 23)),
      })
      .returning({ id: users.id });
    const roleId = roleIds.get(seed.role);
    if (!user || roleId === undefined)
      throw new Error(`Could not create ${seed.email} with role ${seed.role}`);
    await db.insert(userRoles).values({ userId: user.id, roleId });
    if (seed.client) {
      const clientId = clientIdByName.get(seed.client);
      if (clientId === undefined) throw new Error(`Unknown client ${seed.client} for ${seed.email}`);
      await db.insert(clientUsers).values({ clientId, userId: user.id });
    }
  }
}

async function summarize(db: DbOrTx, today: string): Promise<SeedSummary> {
  const [daily] = await db.select({ value: count() }).from(dailyPumpage);
  const [hourly] = await db.select({ value: count() }).from(hourlyPumpage);
  const [wellCount] = await db.select({ value: count() }).from(wells);
  const [lastYear] = await db
    .select({ total: sql<string>`coalesce(sum(${dailyPumpage.pumpage}), 0)` })
    .from(dailyPumpage)
    .where(and(gte(dailyPumpage.date, addDays(today, -365)), lt(dailyPumpage.date, today)));
  return {
    clients: await countRows(db, clients),
    wells: wellCount?.value ?? 0,
    dailyRows: daily?.value ?? 0,
    hourlyRows: hourly?.value ?? 0,
    users: await countRows(db, users),
    averageMgdLastYear: Math.round(Number(lastYear?.total ?? 0) / 365) / 1000,
  };
}

/**
 * Fills an empty, migrated database with a demo district: reference lists, about 80 clients, about
 * 420 wells, three years of daily pumpage to yesterday, 30 days of hourly meter data and the demo
 * users (password DEMO_PASSWORD). All in one transaction, so a failure leaves the database empty.
 * Apart from the salted password hash, the same `today` (YYYY-MM-DD) always gives the same data.
 */
export async function seedDemoDistrict(
  database: Database,
  options: { today: string; terms?: InvoiceTerms },
): Promise<SeedSummary> {
  const { today, terms = DEFAULT_INVOICE_TERMS } = options;
  parseIsoDate(today);
  const random = mulberry32(SEED);
  const clientRows = generateClients(random, CLIENTS);
  const wellPlans = generateWells(random, CLIENTS, today);
  // argon2 is slow on purpose: hash once, outside the transaction, and share it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return database.db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) {
      throw new Error(
        'The database already has users or clients; the demo district only seeds an empty one.',
      );
    }
    const referenceIds = await insertReferenceData(tx);
    const clientIds = await insertClients(tx, clientRows);
    const profiles = await insertWells(tx, wellPlans, clientIds, referenceIds);
    await insertDailyPumpage(tx, profiles, today);
    await insertHourlyPumpage(tx, profiles, today);
    const clientIdByName = new Map(CLIENTS.map((seed, index) => [seed.name, clientIds[index] ?? 0]));
    await insertUsers(tx, random, [...DEMO_USERS, ...EXTRA_USERS], clientIdByName, passwordHash, today);
    await seedDistrictProfile(tx);
    await withholdLateReports(tx, today, clientIdByName);
    const ownerClientId = clientIdByName.get(DEMO_OWNER_CLIENT) ?? 0;
    await seedInvoices(tx, random, { today, terms, ownerClientId });
    const heldClientId = clientIdByName.get(OTHER_OWNER_CLIENT) ?? 0;
    await seedMeters(tx, random, { today, ownerClientId, heldClientId });
    await seedReportingCalendar(tx, today);
    await seedExemptionRules(tx);
    await seedPermits(tx, random, { today, ownerClientId });
    await seedRates(tx, today);
    await seedPublicData(tx);
    await seedApiKeys(tx);
    await seedMonitoringWells(tx, random, { today });
    return summarize(tx, today);
  });
}
