import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { openDatabase, type Database } from '../../db/client';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { eachDay, insertDays, insertHours } from '../../test/factories/pumpage';
import { insertWell, insertWellReferences } from '../../test/factories/wells';
import { adminConnectionString, databaseUrlFor, templateDatabaseFor } from '../../test/postgres';

const temporaryFolders: string[] = [];

export function temporaryFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'gdp-backup-'));
  temporaryFolders.push(folder);
  return folder;
}

export function removeTemporaryFolders(): void {
  for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** A little of everything: people and roles, wells, a year of pumpage, hours, an invoice, odd text. */
export async function fillDistrict(db: DbOrTx): Promise<void> {
  const { clientA, clientB } = await insertAccessMatrix(db);
  await insertClient(db, { name: 'O’Brien & “Sons” — Ñandú\ttab', address2: null });
  await insertDistrictProfile(db);
  const references = await insertWellReferences(db);
  const well = await insertWell(db, { clientId: clientA.id, aquiferId: references.sand400.id });
  await insertWell(db, { clientId: null });
  await insertDays(db, well.id, eachDay('2025-01-01', '2025-12-31'), (index) => 12.5 + (index % 40) * 2.25);
  await insertHours(db, well.id, '2025-06-01', [0, 5, 23]);
  await insertInvoice(db, { clientId: clientB.id, year: 2025, quarter: 2 });
}

/**
 * A migrated embedded store in the empty folder `dataDir`: a copy of the run's migrated template,
 * because initdb on disk takes seconds.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  const pglite = await PGlite.create(path.join(dataDir, 'pgdata'), { loadDataDir: template });
  await pglite.close();
  return openDatabase({ dataDir });
}

export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on TEST_DATABASE_URL's server, with a URL the PostgreSQL tools can be
 * given: a copy of the migrated template, or empty.
 */
export async function createScratchPostgres(
  testDatabaseUrl: string,
  migrated: boolean,
): Promise<ScratchPostgres> {
  const name = `gdp_backup_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminConnectionString(testDatabaseUrl) });
  try {
    const template = migrated ? ` template ${templateDatabaseFor(testDatabaseUrl)}` : '';
    await admin.query(`create database ${name}${template}`);
  } finally {
    await admin.close();
  }
  return {
    url: databaseUrlFor(testDatabaseUrl, name),
    async drop() {
      const dropper = await openDatabase({ databaseUrl: adminConnectionString(testDatabaseUrl) });
      try {
        // A pool's end() resolves before its connections have gone; dropping meanwhile kills them loudly.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const [row] = await dropper.query<{ count: number }>(
            'select count(*)::int as count from pg_stat_activity where datname = $1',
            [name],
          );
          if (Number(row?.count) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.close();
      }
    },
  };
}
