import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ScheduleEntryStatus } from '../../../shared/contracts/rates';
import { entryInForce, SCHEDULE_START } from '../../../shared/rules/rate-schedule';
import { users } from '../../db/schema';
import { ValidationError } from '../../errors';
import { userNameSql } from '../users';

/** A rate or a version of the terms as its history shows it. */
export interface EntryRow {
  id: number;
  effectiveOn: string;
  createdAt: Date;
  withdrawnAt: Date | null;
  enteredBy: string | null;
  withdrawnBy: string | null;
}

/** The name of the user a column points at, for staff's history of an entry. */
export function userNameOf(column: PgColumn): SQL<string | null> {
  return sql<string | null>`(select ${userNameSql} from ${users} where ${users.id} = ${column})`;
}

/**
 * The history fields of each entry as of `today`: withdrawn, future (after today), in force (the
 * latest applying entry taking effect on or before today) or past. Who entered and withdrew an
 * entry is staff's to know; others see null.
 */
export function entryHistory(rows: readonly EntryRow[], today: string, isStaff: boolean) {
  const inForce = entryInForce(
    rows.filter((row) => row.withdrawnAt === null),
    today,
  );
  const statusOf = (row: EntryRow): ScheduleEntryStatus => {
    if (row.withdrawnAt !== null) return 'withdrawn';
    if (row.effectiveOn > today) return 'future';
    return row.id === inForce?.id ? 'in-force' : 'past';
  };
  return (row: EntryRow) => ({
    id: row.id,
    effectiveOn: row.effectiveOn,
    fromStart: row.effectiveOn === SCHEDULE_START,
    status: statusOf(row),
    enteredBy: isStaff ? row.enteredBy : null,
    enteredAt: row.createdAt.toISOString(),
    withdrawnBy: isStaff ? row.withdrawnBy : null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  });
}

/** A 400 naming each refused field, with the first refusal as the message; nothing when none. */
export function throwIfRefused(refusals: Partial<Record<string, string>>): void {
  const errors = Object.fromEntries(
    Object.entries(refusals).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const [first] = Object.values(errors);
  if (first !== undefined) throw new ValidationError(first, errors);
}
