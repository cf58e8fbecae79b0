/** The migrated database every PostgreSQL test file of this run copies, named after the run's database. */
export function templateDatabaseFor(testDatabaseUrl: string): string {
  return `${databaseName(testDatabaseUrl)}_template`;
}

function databaseName(connectionString: string): string {
  const name = new URL(connectionString).pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(
      `TEST_DATABASE_URL must name a database of lower-case letters, digits and _, not "${name}"`,
    );
  }
  return name;
}

/** The same server's maintenance database, from which test databases are created and dropped. */
export function adminConnectionString(testDatabaseUrl: string): string {
  return databaseUrlFor(testDatabaseUrl, 'postgres');
}

export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
