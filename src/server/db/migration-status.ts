import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

/** A migration this version of the portal ships: its name and the moment the migrator records for it. */
export interface KnownMigration {
  tag: string;
  when: number;
}

export type MigrationStatus = { upToDate: true } | { upToDate: false; reason: string };

/** The migrations of this version, from drizzle-kit's journal in the migrations folder. */
export function readMigrationJournal(migrationsFolder: string): KnownMigration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: KnownMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

function names(tags: string[]): string {
  const shown = tags.slice(0, 3).join(', ');
  return tags.length > 3 ? `${shown} and ${tags.length - 3} more` : shown;
}

/**
 * Whether the database holds exactly the migrations this version knows. The migrator records each
 * applied migration by its journal moment (`created_at`); `applied` null means it has recorded none
 * (its table does not exist). A migration recorded that this version does not know means a newer
 * version migrated the database: this one must not serve it.
 */
export function compareMigrations(known: KnownMigration[], applied: number[] | null): MigrationStatus {
  if (applied === null || (applied.length === 0 && known.length > 0)) {
    return { upToDate: false, reason: 'The database has not been migrated.' };
  }
  const appliedMoments = new Set(applied);
  const knownMoments = new Set(known.map((migration) => migration.when));
  const unknown = applied.filter((moment) => !knownMoments.has(moment));
  if (unknown.length > 0) {
    return {
      upToDate: false,
      reason:
        `The database was migrated by a newer version of the portal: ${unknown.length} ` +
        `migration${unknown.length === 1 ? '' : 's'} applied that this version does not know.`,
    };
  }
  const pending = known.filter((migration) => !appliedMoments.has(migration.when));
  if (pending.length > 0) {
    return {
      upToDate: false,
      reason: `${pending.length} migration${pending.length === 1 ? '' : 's'} not applied: ${names(pending.map((migration) => migration.tag))}.`,
    };
  }
  return { upToDate: true };
}

/** PostgreSQL's code for a relation that does not exist. */
const UNDEFINED_TABLE = '42P01';

/**
 * The moments of the migrations applied, from the migrator's bookkeeping table (drizzle's own, not
 * in the schema, hence named in text); null when the migrator has never run. A database that does
 * not answer throws.
 */
export async function appliedMigrations(database: Database): Promise<number[] | null> {
  try {
    const rows = await database.query<{ created_at: string }>(
      'select created_at::text as created_at from drizzle.__drizzle_migrations',
    );
    return rows.map((row) => Number(row.created_at));
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return null;
    throw error;
  }
}
