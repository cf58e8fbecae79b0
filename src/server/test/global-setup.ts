import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminConnectionString, databaseUrlFor, templateDatabaseFor } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates once per run: a PGlite data directory dumped to a file that each test file loads, or,
 * with TEST_DATABASE_URL, a PostgreSQL template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'gdp-test-'));
  const templatePath = path.join(folder, 'template.tar.gz');
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', templatePath);

  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const templateDatabase = templateDatabaseFor(testDatabaseUrl);
    const admin = await openDatabase({ databaseUrl: adminConnectionString(testDatabaseUrl) });
    await admin.query(`drop database if exists ${templateDatabase} with (force)`);
    await admin.query(`create database ${templateDatabase}`);
    await admin.close();
    const template = await openDatabase({ databaseUrl: databaseUrlFor(testDatabaseUrl, templateDatabase) });
    await template.migrate();
    await template.close();
  }

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (testDatabaseUrl) {
      const admin = await openDatabase({ databaseUrl: adminConnectionString(testDatabaseUrl) });
      await admin.query(`drop database if exists ${templateDatabaseFor(testDatabaseUrl)} with (force)`);
      await admin.close();
    }
  };
}
