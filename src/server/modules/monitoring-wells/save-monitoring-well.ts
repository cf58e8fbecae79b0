import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedResponse } from '../../../shared/contracts/common';
import {
  MONITORING_WELL_SAVED,
  type saveMonitoringWellRequestSchema,
} from '../../../shared/contracts/monitoring-wells';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { monitoringWells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { NotFoundError, ValidationError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { displayNameSql } from './monitoring-well-sql';

export type SaveMonitoringWellInput = z.output<typeof saveMonitoringWellRequestSchema>;

export const MONITORING_WELL_NOT_FOUND = 'Monitoring well not found.';

interface Clashes {
  aquifer: boolean;
  parish: boolean;
  well: boolean;
  site_taken: boolean;
  name_taken: boolean;
  /** The monitoring well the production well is already linked to, if another. */
  linked_to: string | null;
}

const w = monitoringWells;

const exists = (table: string, id: number | null) =>
  id === null ? sql`true` : sql`exists (select 1 from ${sql.identifier(table)} where id = ${id})`;

const siteNumberTaken = (input: SaveMonitoringWellInput) =>
  `A monitoring well with site number ${input.siteNumber} already exists.`;
const localNameTaken = (input: SaveMonitoringWellInput) =>
  `A monitoring well named ${input.localName} already exists.`;
const wellLinked = (linkedTo: string) => `That production well is already monitoring well ${linkedTo}.`;

/** Refuses references that do not exist and names or a production well another monitoring well has. */
async function assertSavable(db: DbOrTx, input: SaveMonitoringWellInput): Promise<void> {
  const other = input.id === undefined ? sql`true` : sql`${w.id} <> ${input.id}`;
  const [found] = await selectRows<Clashes>(
    db,
    sql`select ${exists('aquifers', input.aquiferId)} as aquifer, ${exists('parishes', input.parishId)} as parish,
      ${exists('wells', input.wellId)} as well,
      exists (select 1 from ${w} where ${other} and ${w.agencyCode} = ${input.agencyCode}
        and ${w.siteNumber} = ${input.siteNumber}) as site_taken,
      exists (select 1 from ${w} where ${other} and lower(${w.localName}) = lower(${input.localName})) as name_taken,
      (select ${displayNameSql} from ${w}
        where ${other} and ${w.wellId} = ${input.wellId}) as linked_to`,
  );
  const errors: Record<string, string> = {};
  if (found?.site_taken) errors.siteNumber = siteNumberTaken(input);
  if (found?.name_taken) errors.localName = localNameTaken(input);
  if (!found?.aquifer) errors.aquiferId = `Aquifer ${input.aquiferId} does not exist.`;
  if (!found?.parish) errors.parishId = `Parish ${input.parishId} does not exist.`;
  if (!found?.well) errors.wellId = `Well ${input.wellId} does not exist.`;
  else if (found.linked_to !== null) errors.wellId = wellLinked(found.linked_to);
  const [first] = Object.values(errors);
  if (first) throw new ValidationError(first, errors);
}

/** A concurrent save that slipped past the checks is refused by a unique index: the same messages. */
function clashOf(error: unknown, input: SaveMonitoringWellInput): ValidationError | null {
  if (isUniqueViolation(error, 'monitoring_wells_site_unique'))
    return new ValidationError(siteNumberTaken(input), { siteNumber: siteNumberTaken(input) });
  if (isUniqueViolation(error, 'monitoring_wells_local_name_unique'))
    return new ValidationError(localNameTaken(input), { localName: localNameTaken(input) });
  if (isUniqueViolation(error, 'monitoring_wells_well_unique')) {
    const message = wellLinked('another');
    return new ValidationError(message, { wellId: message });
  }
  return null;
}

async function writeMonitoringWell(
  db: DbOrTx,
  caller: Caller,
  input: SaveMonitoringWellInput,
): Promise<SavedResponse> {
  const { id, ...values } = input;
  try {
    return await db.transaction(async (tx) => {
      let before: typeof w.$inferSelect | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(w).where(eq(w.id, id)).for('update');
        if (!before) throw new NotFoundError(MONITORING_WELL_NOT_FOUND);
      }
      await assertSavable(tx, input);
      const [after] = before
        ? await tx
            .update(w)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(w.id, before.id))
            .returning()
        : await tx.insert(w).values(values).returning();
      if (!after) throw new Error('monitoring well save returned no row');
      await recordAudit(tx, {
        actorUserId: caller.id,
        action: before ? 'update' : 'create',
        entity: 'monitoring-well',
        entityId: after.id,
        before: before ?? null,
        after,
      });
      return { message: MONITORING_WELL_SAVED, id: after.id };
    });
  } catch (error) {
    throw clashOf(error, input) ?? error;
  }
}

/**
 * POST MonitoringWell/SaveMonitoringWell (staff): creates without an id, updates with one. Site
 * number, local name and the linked production well are each one monitoring well's; references
 * must exist. Audited before and after; with a request key, once however often it arrives.
 */
export async function saveMonitoringWell(
  db: DbOrTx,
  caller: Caller,
  input: SaveMonitoringWellInput,
  requestKey?: string,
): Promise<SavedResponse> {
  const { result } = await doOncePerKey(
    db,
    {
      key: requestKey,
      callerId: caller.id,
      operation: 'save-monitoring-well',
      targetId: input.id ?? null,
      body: input,
    },
    (tx) => writeMonitoringWell(tx, caller, input),
    (savedId) => ({ message: MONITORING_WELL_SAVED, id: savedId }),
  );
  return result;
}
